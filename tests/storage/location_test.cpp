// A server's location as the engine uses it: the network timeouts a table needs on a shaky
// network are added where the location sets none (sql::with_network_timeouts), the password
// never shown (sql::redact).
#include <doctest/doctest.h>

#include <string>

#include "storage/sql_engine.hpp"

using tarock::sql::with_network_timeouts;

TEST_CASE("location: a server's location gets keepalives and a TCP user timeout, a location's own settings win") {
    CHECK(with_network_timeouts("postgresql://tisch3:geheim@turnier.local/abend") ==
          "postgresql://tisch3:geheim@turnier.local/abend?keepalives=1&keepalives_idle=10&keepalives_interval=5&keepalives_count=2"
          "&tcp_user_timeout=10000");
    CHECK(with_network_timeouts("postgresql://turnier.local/abend?sslmode=require&tcp_user_timeout=3000&keepalives_idle=30") ==
          "postgresql://turnier.local/abend?sslmode=require&tcp_user_timeout=3000&keepalives_idle=30&keepalives=1&keepalives_interval=5"
          "&keepalives_count=2");
    // A location libpq cannot read stays as it is: connecting names the fault.
    CHECK(with_network_timeouts("postgresql://turnier.local/abend?gibtsnicht=1") == "postgresql://turnier.local/abend?gibtsnicht=1");
}

TEST_CASE("location: what may be shown of a location has no password") {
    CHECK(tarock::sql::redact("postgresql://tisch3:geheim@turnier.local/abend").find("geheim") == std::string::npos);
    CHECK(tarock::sql::redact("postgresql://turnier.local/abend?password=geheim").find("geheim") == std::string::npos);
}

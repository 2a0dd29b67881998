#include "CliApp.h"

#include <iostream>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return tp::CliApp(std::cin, std::cout, std::cerr).run(args);
    } catch (const std::exception &e) {
        std::cerr << "trainplan-cli: internal error: " << e.what() << "\n";
        return 1;
    }
}

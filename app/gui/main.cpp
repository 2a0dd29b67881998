#include "gui/Application.h"

// Everything but main() lives in trainplan_gui, so the tests drive the same windows.
int main(int argc, char *argv[])
{
    return Application::run(argc, argv);
}

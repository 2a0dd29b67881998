// libFuzzer harness: a `.trainplan` file, read as the desktop app's File → Open reads it
// (tp::parsePlanDocument), then planned as the app plans the job it holds. Properties: every
// problem is one line naming the file; a document comes exactly when there is no error; what the
// app would save again reads back to the same job and app block; the job's problems are lines
// too; and a plan holds only finite figures and dumps as UTF-8. The planner runs on the shipped
// catalog cut to about 15 instance types, so that a valid job costs well under a millisecond.
#include "FuzzCommon.h"
#include "core/JobParser.h"
#include "core/planner/PlanDocument.h"
#include "core/planner/PlanJson.h"
#include "core/planner/Planner.h"

#include <cstddef>
#include <cstdint>

using namespace tp;

namespace {

const Catalog &smallCatalog()
{
    static const Catalog catalog = [] {
        Catalog c = fuzz::catalogFrom(TRAINPLAN_CATALOG_DIR);
        std::vector<InstanceType> kept;
        for (std::size_t i = 0; i < c.instances.size(); i += 12)
            kept.push_back(c.instances[i]);
        c.instances = std::move(kept);
        return c;
    }();
    return catalog;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Catalog &catalog = smallCatalog();
    const std::string text(reinterpret_cast<const char *>(data), size);

    const PlanDocumentRead read = parsePlanDocument(text, "plan.trainplan");
    fuzz::checkProblems(read.problems);
    if (read.value.has_value() == hasErrors(read.problems))
        fuzz::fail(read.value ? "a document despite errors" : "no document and no error");
    if (!read.value)
        return 0;

    // Saving what was opened and opening it again gives the same document, without problems.
    const std::string saved = serializePlanDocument(*read.value, nullptr);
    const PlanDocumentRead again = parsePlanDocument(saved, "again.trainplan");
    if (!again.value || !again.problems.empty())
        fuzz::fail("a saved document does not read back: " +
                   (again.problems.empty() ? std::string("no document") : again.problems.front().toString()));
    if (again.value->job != read.value->job || again.value->app != read.value->app)
        fuzz::fail("a saved document reads back different");

    JobParser::Result parsed = JobParser::parse(read.value->job, "plan.trainplan");
    fuzz::checkProblems(parsed.problems);
    if (parsed.value.has_value() == hasErrors(parsed.problems))
        fuzz::fail(parsed.value ? "a job despite errors" : "no job and no error");
    if (!parsed.value)
        return 0;

    const PlanResult result = Planner(catalog).plan(*parsed.value, {}, "plan.trainplan");
    fuzz::checkProblems(result.problems);
    if (result.value.has_value() == hasErrors(result.problems))
        fuzz::fail(result.value ? "a plan despite errors" : "no plan and no error");
    if (result.value) {
        const nlohmann::json out = toJson(*result.value);
        fuzz::checkFinite(out, "plan");
        (void)out.dump(); // throws on a string that is not UTF-8
    }
    return 0;
}

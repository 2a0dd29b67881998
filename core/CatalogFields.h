#pragma once

#include "core/JsonReader.h"
#include "core/Provenance.h"
#include "core/Provider.h"

#include <map>
#include <optional>
#include <string>

namespace tp {

// Readers of the fields every catalog record shares (catalog/README.md, "Common rules"), used by
// the catalog loader and by the readers of each kind of file.

// YYYY-MM-DD, YYYY-MM or YYYY.
bool validCatalogDate(const std::string &s);
// "source", "date", "confidence", "derivation" of a record (or a field_sources entry).
Provenance readProvenance(ObjectReader &r);
// A record's "field_sources" into out, each key prefixed (billing blocks use "spot.").
void readFieldSources(ObjectReader &r, std::map<std::string, Provenance> &out,
                      const std::string &prefix = {});
// A record's provenance and field sources.
void readSourced(ObjectReader &r, SourcedRecord &rec);
// A { "en", "zh" } name (at most limits::kMaxNameChars characters in each language).
std::optional<LocalizedName> readName(ObjectReader &parent, const std::string &key, Need need);
// The same for a sentence (a description, a reason): longer than a name may be.
std::optional<LocalizedName> readLocalizedText(ObjectReader &parent, const std::string &key, Need need);

} // namespace tp

#include "core/QuoteScript.h"

#include "core/JsonReader.h"
#include "core/QuoteFiles.h"
#include "core/SafeText.h"

#include <algorithm>
#include <sstream>

namespace tp {

namespace {

// Ids a script may hold: what the catalog loader allows for instance ids (and what region and
// provider ids look like), so that no catalog value can be read by the shell as anything but data.
bool safeId(const std::string &id)
{
    return !id.empty() && id.size() <= 128 && std::all_of(id.begin(), id.end(), [](unsigned char c) {
        return std::isalnum(c) || c == '.' || c == '_' || c == '-';
    });
}

// The shell functions every script shares: the folder, the manifest, and quote(), which runs one
// call and keeps its answer or its failure.
const char *kCommon = R"SH(
PROVIDER=%PROVIDER%
TODAY=$(date +%Y-%m-%d)
OUT=${1:-"./trainplan-quotes-$PROVIDER-$REGION-$TODAY"}

if ! command -v %CLIENT% >/dev/null 2>&1; then
    echo "%CLIENT% (%CLIENT_NAME%) is not on PATH: install it and configure it with your credentials first" >&2
    exit 1
fi
mkdir -p "$OUT"
{
    echo '# TrainPlan quote answers: read them with  trainplan-cli catalog import-quotes FOLDER'
    echo 'format=1'
    echo "provider=$PROVIDER"
    echo "region=$REGION"
    echo "date=$TODAY"
    echo "currency=$CURRENCY"
} >"$OUT/trainplan-quotes.txt"

ok=0
failed=0

# wants BILLING: whether BILLINGS asks for it
wants() {
    case " $BILLINGS " in
    *" $1 "*) return 0 ;;
    esac
    return 1
}

# quote BILLING TYPE COMMAND...: runs the command; its answer goes to PROVIDER@REGION@BILLING@TYPE.json,
# or, when it fails, what it printed to PROVIDER@REGION@BILLING@TYPE.err
quote() {
    q_billing=$1
    q_type=$2
    shift 2
    q_file="$OUT/$PROVIDER@$REGION@$q_billing@$q_type"
    rm -f "$q_file.json" "$q_file.err" "$q_file.part"
    if "$@" >"$q_file.part" 2>"$q_file.err"; then
        mv "$q_file.part" "$q_file.json"
        rm -f "$q_file.err"
        ok=$((ok + 1))
    else
        cat "$q_file.part" >>"$q_file.err" 2>/dev/null || :
        rm -f "$q_file.part"
        failed=$((failed + 1))
        echo "failed: $q_type $q_billing (see $q_file.err)" >&2
    fi
}
)SH";

const char *kAlibaba = R"SH(
# quote_type TYPE: every billing of one instance type
quote_type() {
    t=$1
    if wants ondemand; then
        quote ondemand "$t" aliyun ecs DescribePrice --RegionId "$REGION" --ResourceType instance \
            --InstanceType "$t" --PriceUnit Hour
    fi
    if wants spot; then
        quote spot "$t" aliyun ecs DescribeSpotPriceHistory --RegionId "$REGION" --NetworkType vpc \
            --InstanceType "$t"
    fi
    if wants subscription_month; then
        quote subscription_month "$t" aliyun ecs DescribePrice --RegionId "$REGION" --ResourceType instance \
            --InstanceType "$t" --PriceUnit Month --Period 1
    fi
}
)SH";

const char *kTencent = R"SH(
# first_value KEY FILE: the first "KEY": "value" of a JSON answer (tccli prints one key per line)
first_value() {
    sed -n "s/.*\"$1\": *\"\([^\"]*\)\".*/\1/p" "$2" | head -n 1
}

# zone_of TYPE: ZONE, or the first zone of REGION that lists TYPE for sale
zone_of() {
    if [ -n "$ZONE" ]; then
        echo "$ZONE"
        return 0
    fi
    z_file="$OUT/.zones@$1.json"
    if tccli cvm DescribeZoneInstanceConfigInfos --region "$REGION" \
        --Filters "[{\"Name\":\"instance-type\",\"Values\":[\"$1\"]}]" >"$z_file" 2>/dev/null; then
        first_value Zone "$z_file"
    fi
    :
}

if [ -z "$IMAGE_ID" ]; then
    if tccli cvm DescribeImages --region "$REGION" \
        --Filters '[{"Name":"image-type","Values":["PUBLIC_IMAGE"]},{"Name":"platform","Values":["Ubuntu"]}]' \
        --Limit 1 >"$OUT/.images.json" 2>"$OUT/.images.err"; then
        IMAGE_ID=$(first_value ImageId "$OUT/.images.json")
    fi
    if [ -z "$IMAGE_ID" ]; then
        echo "no public Ubuntu image found in $REGION (see $OUT/.images.err): set IMAGE_ID at the top of this script" >&2
        exit 1
    fi
fi

# quote_type TYPE: every billing of one instance type
quote_type() {
    t=$1
    zone=$(zone_of "$t")
    if [ -z "$zone" ]; then
        for b in $BILLINGS; do
            echo "no zone of $REGION lists $t (tccli cvm DescribeZoneInstanceConfigInfos); set ZONE to ask anyway" \
                >"$OUT/$PROVIDER@$REGION@$b@$t.err"
            failed=$((failed + 1))
        done
        echo "failed: $t: no zone of $REGION lists it" >&2
        return 0
    fi
    placement="{\"Zone\":\"$zone\"}"
    if wants ondemand; then
        quote ondemand "$t" tccli cvm InquiryPriceRunInstances --region "$REGION" --Placement "$placement" \
            --ImageId "$IMAGE_ID" --InstanceType "$t" --InstanceChargeType POSTPAID_BY_HOUR
    fi
    if wants spot; then
        quote spot "$t" tccli cvm InquiryPriceRunInstances --region "$REGION" --Placement "$placement" \
            --ImageId "$IMAGE_ID" --InstanceType "$t" --InstanceChargeType SPOTPAID \
            --InstanceMarketOptions "{\"MarketType\":\"spot\",\"SpotOptions\":{\"MaxPrice\":\"$SPOT_MAX_PRICE\"}}"
    fi
    if wants subscription_month; then
        quote subscription_month "$t" tccli cvm InquiryPriceRunInstances --region "$REGION" \
            --Placement "$placement" --ImageId "$IMAGE_ID" --InstanceType "$t" --InstanceChargeType PREPAID \
            --InstanceChargePrepaid '{"Period":1,"RenewFlag":"NOTIFY_AND_MANUAL_RENEW"}'
    fi
}
)SH";

const char *kSummary = R"SH(
echo "$ok answers saved in $OUT; $failed calls failed (their messages are in the .err files)"
if [ "$ok" -eq 0 ]; then
    echo "no call succeeded: is the client configured (credentials, region)?" >&2
    exit 1
fi
echo "next: trainplan-cli catalog import-quotes $OUT"
)SH";

void replaceAll(std::string &s, const std::string &from, const std::string &to)
{
    for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size())
        s.replace(at, from.size(), to);
}

} // namespace

QuoteScript writeQuoteScript(const Catalog &catalog, const std::string &provider, const std::string &regionIn,
                             const std::string &today)
{
    QuoteScript r;
    const ProviderInfo *info = catalog.findProvider(provider);
    if (!info) {
        std::string known;
        for (const ProviderInfo &p : catalog.providers)
            known += (known.empty() ? "" : ", ") + p.id;
        r.problems.push_back(
            {Problem::Severity::Error, "unknown-value", "--provider", "",
             "expected a provider of the catalog (" + known + "), found " + quoteValue(provider)});
        return r;
    }
    std::string why;
    if (quoteCalls(provider, &why).empty()) {
        r.problems.push_back({Problem::Severity::Error, "unsupported", "--provider", "", why});
        return r;
    }
    if (!safeId(provider)) {
        r.problems.push_back({Problem::Severity::Error, "unsupported", "--provider", "",
                              "the provider id " + quoteValue(provider) + " is not of [A-Za-z0-9._-]"});
        return r;
    }

    std::string region = regionIn;
    if (region.empty()) {
        for (const Region &reg : info->regions)
            if (reg.mainlandChina) {
                region = reg.id;
                break;
            }
        if (region.empty() && !info->regions.empty())
            region = info->regions.front().id;
        if (region.empty()) {
            r.problems.push_back({Problem::Severity::Error, "missing-field", "--region", "",
                                  "the catalog lists no region of " + provider + ": name one with --region"});
            return r;
        }
    } else if (!info->regions.empty()) {
        bool known = false;
        std::string list;
        for (const Region &reg : info->regions) {
            known = known || reg.id == region;
            list += (list.empty() ? "" : ", ") + reg.id;
        }
        if (!known) {
            r.problems.push_back(
                {Problem::Severity::Error, "unknown-value", "--region", "",
                 "expected a region of " + provider + " (" + list + "), found " + quoteValue(region)});
            return r;
        }
    }
    if (!safeId(region)) {
        r.problems.push_back({Problem::Severity::Error, "unsupported", "--region", "",
                              "the region id " + quoteValue(region) + " is not of [A-Za-z0-9._-]"});
        return r;
    }
    r.region = region;

    const bool alibaba = provider == "alibaba";
    std::ostringstream lines;
    for (const InstanceType &i : catalog.instances) {
        if (i.provider != provider)
            continue;
        if (!safeId(i.id)) {
            r.problems.push_back({Problem::Severity::Warning, "unsupported", i.id, "",
                                  "left out of the quote script: the id is not of [A-Za-z0-9._-]"});
            continue;
        }
        ++r.instanceTypes;
        lines << "quote_type " << shellQuote(i.id);
        if (!i.regions.empty() && std::find(i.regions.begin(), i.regions.end(), region) == i.regions.end())
            lines << "    # the catalog does not list this region for it";
        lines << "\n";
    }
    if (r.instanceTypes == 0) {
        r.problems.push_back({Problem::Severity::Error, "missing-field", "--provider", "",
                              "the catalog has no instance type of " + provider});
        return r;
    }

    std::ostringstream s;
    s << "#!/bin/sh\n";
    // the opening lines, the same for each provider but for its cloud and its CLI
    const auto intro = [&](const char *cloud, const char *cli) {
        s << "# TrainPlan quote script for " << cloud
          << ", written by `trainplan-cli catalog quote-script` on " << today << "\n# for the "
          << r.instanceTypes << " instance types of the catalog.\n#\n# It asks the " << cloud << " CLI ("
          << cli << "), with the credentials you configured for it\n# (" << cli
          << " configure), for the current price of each instance type in REGION, and saves each\n"
             "# JSON answer as one file in a folder. The calls only read prices: nothing is bought or "
             "started.\n";
    };
    if (alibaba) {
        intro("Alibaba Cloud", "aliyun");
        s << "#   ondemand            aliyun ecs DescribePrice --RegionId R --ResourceType instance "
             "--InstanceType T --PriceUnit Hour\n"
             "#   spot                aliyun ecs DescribeSpotPriceHistory --RegionId R --NetworkType vpc "
             "--InstanceType T\n"
             "#   subscription_month  aliyun ecs DescribePrice ... --PriceUnit Month --Period 1\n";
    } else {
        intro("Tencent Cloud", "tccli");
        s << "#   ondemand            tccli cvm InquiryPriceRunInstances --region R --Placement "
             "'{\"Zone\":Z}' --ImageId I\n"
             "#                         --InstanceType T --InstanceChargeType POSTPAID_BY_HOUR\n"
             "#   spot                ... --InstanceChargeType SPOTPAID --InstanceMarketOptions (a bid "
             "ceiling)\n"
             "#   subscription_month  ... --InstanceChargeType PREPAID --InstanceChargePrepaid "
             "'{\"Period\":1,...}'\n"
             "# InquiryPriceRunInstances needs a zone and an image: by default the script asks tccli for "
             "the\n"
             "# first zone of REGION that sells each type (DescribeZoneInstanceConfigInfos) and for a "
             "public\n"
             "# Ubuntu image (DescribeImages; public Linux images are free, so the image does not change the "
             "price).\n";
    }
    s << "#\n"
         "#   sh THIS_SCRIPT [FOLDER]     (default: ./trainplan-quotes-"
      << provider
      << "-REGION-DATE)\n"
         "#   trainplan-cli catalog import-quotes FOLDER\n"
         "#\n"
         "# A failed call (a type not sold in the region, a missing permission) leaves FILE.err with the\n"
         "# client's message and the script goes on. TrainPlan holds no credentials and opens no "
         "connection.\n"
         "set -eu\n"
         "\n"
         "# ---- change these if you like ----\n"
         "REGION="
      << shellQuote(region)
      << "\n"
         "BILLINGS='ondemand spot subscription_month'   # any of: ondemand spot subscription_month\n";
    if (alibaba) {
        s << "CURRENCY=" << shellQuote(info->currency.empty() ? "CNY" : info->currency)
          << "   # used only for an answer without its own Currency\n";
    } else {
        s << "ZONE=''            # empty: the first zone of REGION that sells the type\n"
             "IMAGE_ID=''        # empty: a public Ubuntu image of REGION\n"
             "CURRENCY="
          << shellQuote(info->currency.empty() ? "CNY" : info->currency)
          << "     # Tencent's answers carry no currency: CNY (yuan) on the China site, USD on the "
             "international site\n"
             "SPOT_MAX_PRICE='1000'  # SPOTPAID needs a bid ceiling; the quote is the market price, not "
             "this\n";
    }
    s << "# ----------------------------------\n";

    std::string common = kCommon;
    replaceAll(common, "%PROVIDER%", shellQuote(provider));
    replaceAll(common, "%CLIENT%", alibaba ? "aliyun" : "tccli");
    replaceAll(common, "%CLIENT_NAME%", alibaba ? "the Alibaba Cloud CLI" : "the Tencent Cloud CLI");
    s << common << (alibaba ? kAlibaba : kTencent) << "\n" << lines.str() << kSummary;
    r.text = s.str();
    return r;
}

} // namespace tp

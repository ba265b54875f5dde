"""Invented institution and organisation names."""
import places
import names
from people import slug


def _place(r):
    return r.choice(places.PLACE_WORDS)


def _sur(r, loc):
    origin = loc.r.choice([o for o, _ in loc.origins][:6])
    return r.choice(names.ORIGINS[origin][2])


def practice(loc):
    r = loc.r
    c = loc.code
    p = _place(r)
    if c == "US":
        return r.choice(["%s Family Medicine" % p, "%s Primary Care" % p, "%s Internal Medicine" % p,
                         "%s Pediatrics" % p, "%s Medical Group" % p, "%s Family Practice" % _sur(r, loc),
                         "%s Community Health Center" % p])
    if c == "UK":
        return r.choice(["%s Surgery" % p, "%s Medical Practice" % p, "%s Health Centre" % p, "The %s Practice" % p,
                         "%s Surgery" % loc.street_name(), "%s Group Practice" % p])
    if c == "AU":
        return r.choice(["%s Medical Centre" % p, "%s Family Practice" % p, "%s General Practice" % p,
                         "%s Medical Clinic" % p, "%s Health Hub" % p])
    if c == "NZ":
        return r.choice(["%s Medical Centre" % p, "%s Health" % p, "%s Family Doctors" % p, "%s Medical" % p,
                         "Te Whare %s Health Centre" % r.choice(["Ora", "Tiaki", "Manaaki", "Oranga"])])
    if c == "IE":
        return r.choice(["%s Medical Centre" % p, "%s Family Practice" % p, "%s Surgery" % p,
                         "%s Primary Care Centre" % p, "The %s Clinic" % p])
    return r.choice(["%s Family Health Team" % p, "%s Medical Clinic" % p, "%s Community Health Centre" % p,
                     "Clinique médicale %s" % p, "%s Family Practice" % p])


def hospital(loc):
    r = loc.r
    c = loc.code
    p = _place(r)
    s = r.choice(places.SAINTS)
    if c == "US":
        return r.choice(["%s General Hospital" % p, "%s Medical Center" % p, "St. %s's Hospital" % s,
                         "%s Regional Medical Center" % p, "%s Memorial Hospital" % p, "%s University Hospital" % p])
    if c == "UK":
        return r.choice(["%s General Hospital" % p, "St %s's Hospital" % s, "%s Royal Infirmary" % p,
                         "%s Community Hospital" % p, "%s District General Hospital" % p])
    if c == "AU":
        return r.choice(["%s Base Hospital" % p, "%s Hospital" % p, "St %s's Hospital" % s, "%s Health Campus" % p,
                         "%s District Hospital" % p])
    if c == "NZ":
        return r.choice(["%s Hospital" % p, "%s Base Hospital" % p, "%s Regional Hospital" % p])
    if c == "IE":
        return r.choice(["St %s's University Hospital" % s, "%s Regional Hospital" % p, "%s General Hospital" % p,
                         "St %s's Hospital" % s])
    return r.choice(["%s Regional Health Centre" % p, "%s General Hospital" % p, "Hôpital Saint-%s" % r.choice(["Luc", "Laurent", "Jérôme", "Eustache", "Benoît"]),
                     "%s Health Sciences Centre" % p, "%s District Hospital" % p])


def pharmacy(loc):
    r = loc.r
    c = loc.code
    p = _place(r)
    if c == "US":
        return r.choice(["%s Pharmacy" % p, "%s Drug" % _sur(r, loc), "%s Apothecary" % p, "%s Rx" % p])
    if c == "UK":
        return r.choice(["%s Pharmacy" % p, "%s Chemists" % _sur(r, loc), "%s Pharmacy" % _sur(r, loc)])
    if c == "AU":
        return r.choice(["%s Pharmacy" % p, "%s Chemist" % p, "%s Discount Chemist" % p, "%s Pharmacy" % _sur(r, loc)])
    if c == "NZ":
        return r.choice(["%s Pharmacy" % p, "%s Chemist" % p, "%s Health Pharmacy" % p])
    if c == "IE":
        return r.choice(["%s's Pharmacy" % _sur(r, loc), "%s Pharmacy" % p, "%s Late Night Pharmacy" % p])
    return r.choice(["%s Pharmacy" % p, "Pharmacie %s" % _sur(r, loc), "%s Drug Mart" % p])


def ooh_service(loc):
    r = loc.r
    c = loc.code
    p = _place(r)
    if c == "UK":
        return r.choice(["%s Out of Hours Service" % p, "%s Urgent Care" % p, "%s OOH" % p])
    if c == "IE":
        return r.choice(["%s Doc" % p.replace(" ", ""), "%s GP Out-of-Hours Co-op" % p, "%s Out of Hours" % p])
    if c == "AU":
        return r.choice(["%s After Hours GP Service" % p, "%s Home GP" % p, "%s After Hours Clinic" % p])
    if c == "NZ":
        return r.choice(["%s Accident & Medical" % p, "%s Urgent Doctors" % p, "%s After Hours" % p])
    if c == "CA":
        return r.choice(["%s After-Hours Clinic" % p, "%s Physician On-Call Service" % p])
    return r.choice(["%s After-Hours Care" % p, "%s Nurse Advice Line" % p, "%s Physician Answering Service" % p])


def care_home(loc):
    r = loc.r
    c = loc.code
    p = _place(r)
    if c == "AU":
        return r.choice(["%s Gardens Aged Care" % p, "%s Lodge" % p, "%s Aged Care" % p])
    if c == "NZ":
        return r.choice(["%s Rest Home" % p, "%s Lifecare" % p, "%s Village" % p])
    if c == "US":
        return r.choice(["%s Skilled Nursing" % p, "%s Assisted Living" % p, "%s Manor" % p])
    if c == "CA":
        return r.choice(["%s Long-Term Care" % p, "%s Lodge" % p, "%s Manor" % p])
    return r.choice(["%s Lodge Care Home" % p, "%s House Nursing Home" % p, "%s Manor Nursing Home" % p])


def ward(loc):
    r = loc.r
    w = r.choice(places.WARD_NAMES)
    return r.choice(["%s Ward" % w, "%s Unit" % w, "%s Ward" % w])


def employer(loc):
    r = loc.r
    c = loc.code
    p = _place(r)
    s = _sur(r, loc)
    opts = ["%s Logistics" % p, "%s & Sons Builders" % s, "%s Freight" % p, "%s Construction" % s,
            "%s Engineering" % p, "%s Foods" % p, "%s Motors" % p, "%s Timber" % s, "%s Credit Union" % p,
            "%s Hotel" % p, "%s Bakery" % p, "%s Print" % p, "%s Cleaning Services" % p, "%s Security" % p,
            "%s Roofing" % s, "%s Software" % p, "%s Fisheries" % p, "%s Packaging" % p, "%s Garden Centre" % p,
            "%s Plastics" % p, "%s Distribution" % p]
    if c == "UK":
        opts += ["%s Ltd" % s, "%s & %s Solicitors" % (s, _sur(r, loc)), "%s Haulage" % p]
    if c == "US":
        opts += ["%s Inc." % p, "%s Trucking" % p, "%s Auto Body" % s, "%s Diner" % s]
    if c == "AU":
        opts += ["%s Mining" % p, "%s Pty Ltd" % s, "%s Earthmoving" % p]
    if c == "NZ":
        opts += ["%s Dairy Co-op" % p, "%s Orchards" % p, "%s Contracting" % s]
    if c == "IE":
        opts += ["%s Co-op" % p, "%s Mart" % p, "%s Hardware" % s]
    if c == "CA":
        opts += ["%s Lumber" % p, "%s Transport" % p, "Boulangerie %s" % p]
    name = r.choice(opts)
    return name.rstrip(".") if name.endswith("Inc.") and r.random() < 0.5 else name


def school(loc):
    r = loc.r
    p = _place(r)
    c = loc.code
    if c == "US":
        return r.choice(["%s Elementary School" % p, "%s Middle School" % p, "%s High School" % p, "%s Community College" % p])
    if c == "UK":
        return r.choice(["%s Primary School" % p, "%s Academy" % p, "%s Infant School" % p, "%s College" % p])
    if c == "IE":
        return r.choice(["Scoil %s" % r.choice(["Mhuire", "Bhríde", "Íde", "Chaitríona"]), "%s National School" % p, "%s Community College" % p])
    if c == "NZ":
        return r.choice(["%s School" % p, "%s Kindergarten" % p, "%s College" % p, "Te Kura o %s" % r.choice(["Rangi", "Waiora", "Tuia"])])
    if c == "AU":
        return r.choice(["%s Public School" % p, "%s Primary School" % p, "%s State High School" % p, "%s Early Learning Centre" % p])
    return r.choice(["%s Public School" % p, "%s Secondary School" % p, "École %s" % p, "%s Daycare" % p])


def insurer(loc):
    r = loc.r
    c = loc.code
    w = r.choice(["Everstone", "Meridian", "Keystone", "Bluewater", "Summit", "Harbor", "Pinnacle", "Northstar",
                  "Lighthouse", "Crescent", "Ironwood", "Tasman", "Coral", "Glas", "Maple"])
    if c == "US":
        return r.choice(["%s Health Plan" % w, "%s Mutual" % w, "%sCare Health" % w, "%s Medicaid Advantage" % w])
    if c == "AU":
        return r.choice(["%s Health Fund" % w, "%s Mutual Health" % w])
    if c == "IE":
        return "%s Health Insurance" % w
    if c == "UK":
        return "%s Healthcare" % w
    if c == "NZ":
        return "%s Health Society" % w
    return "%s Life Benefits" % w


def care_agency(loc):
    r = loc.r
    p = _place(r)
    return r.choice(["%s Home Care" % p, "%s Community Care Services" % p, "%s Homecare Ltd" % p, "%s Care at Home" % p,
                     "%s Home Support" % p])


def agency(loc):
    r = loc.r
    p = _place(r)
    return r.choice(["%s Home Care" % p, "%s Community Care Services" % p, "%s Homecare Ltd" % p,
                     "%s Care at Home" % p, "%s Mobility" % p, "%s Medical Supplies" % p])


def domain(loc, name):
    cache = loc.__dict__.setdefault("_domains", {})
    if name not in cache:
        cache[name] = _domain(loc, name)
    return cache[name]


def _domain(loc, name):
    c = loc.code
    base = slug(name.replace("The ", "").replace("St ", "st").replace("St. ", "st"))
    for w in ("hospital", "medicalcentre", "healthcentre", "familymedicine", "surgery"):
        if base.endswith(w) and len(base) > len(w) + 4 and loc.r.random() < 0.4:
            base = base[: -len(w)] + w[:3]
    if c == "UK" and any(w in name for w in ("Pharmacy", "Chemist", "Home Care", "Homecare", "Care", "Mobility", "Supplies", "Support")):
        return base + ".co.uk"
    tld = {"US": [".org", ".com", ".health"], "UK": [".nhs.uk", ".co.uk"], "CA": [".ca", ".on.ca"],
           "AU": [".com.au", ".org.au"], "NZ": [".co.nz", ".org.nz"], "IE": [".ie"]}[c]
    return base + loc.r.choice(tld)


def patient_mail_domain(loc):
    c = loc.code
    return loc.r.choice({"US": ["mailbox-us.com", "pmail.net", "letterhub.com", "inboxly.net"],
                         "UK": ["postbox.co.uk", "letterbox-mail.co.uk", "pmail.net", "mailhaven.co.uk"],
                         "CA": ["northmail.ca", "pmail.net", "maplepost.ca"],
                         "AU": ["ozpost.net.au", "pmail.net", "wattlemail.com.au"],
                         "NZ": ["kiwimail.co.nz", "pmail.net", "tuipost.co.nz"],
                         "IE": ["eirmail.ie", "pmail.net", "postie.ie"]}[c])

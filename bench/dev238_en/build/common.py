"""Reusable note blocks for dev238_en genres (author 238)."""
import clin as C
import phi as H
import pools_places as PP


def arrival_ids(c, d, sep="\n"):
    """Immigration identifiers in the host-country style."""
    r = c.rng
    if c.country == "US":
        d.f("A-Number: {A}" + sep, A=(H.a_number(r), "IDNUM"))
        if r.random() < 0.5:
            d.f("I-94 #: {I}" + sep, I=(H.digits(r, 11), "IDNUM"))
        if r.random() < 0.45:
            d.f("SSN: {S}" + sep, S=(H.ssn(r, "US"), "SSN"))
    elif c.country == "UK":
        d.f("Home Office ref: {A}" + sep, A=(H.case_no(r, "homeoffice"), "IDNUM"))
        if r.random() < 0.5:
            d.f("ARC no: {A}" + sep, A=(H.letters(r, 3) + H.digits(r, 6), "IDNUM"))
        if r.random() < 0.45:
            d.f("NI number: {S}" + sep, S=(H.ssn(r, "UK"), "SSN"))
    elif c.country == "CA":
        d.f("UCI: {A}" + sep, A=(H.case_no(r, "uci"), "IDNUM"))
        if r.random() < 0.45:
            d.f("SIN (temporary): {S}" + sep, S=(H.ssn(r, "CA"), "SSN"))
        if r.random() < 0.5:
            d.t(r.choice(["Category: GAR", "Stream: PSR", "Status: refugee claimant", "Category: BVOR", "Protected person"]) + sep)
    else:
        d.f("HAP ID: {A}" + sep, A=(H.case_no(r, "hap"), "IDNUM"))
        if r.random() < 0.5:
            d.f("ImmiCard: {I}   Visa subclass %s" % r.choice(["200", "202", "866", "785", "790", "204", "449"]) + sep,
                I=(H.letters(r, 3) + H.digits(r, 6), "IDNUM"))
        if r.random() < 0.45:
            d.f("Centrelink CRN: {S}" + sep, S=(H.ssn(r, "AU"), "SSN"))


def journey(c, d):
    """Narrative migration history with places and years."""
    r = c.rng
    y0 = c.left_home.year
    c1 = r.randrange(4)
    if c1 == 0:
        d.f("Originally from {C}, {K}. Left in {Y}", C=(c.home_city, "CITY"), K=(c.home_country, "COUNTRY"), Y=(str(y0), "DATE"))
    elif c1 == 1:
        d.f("Born in {C} ({K}); fled {Y}", C=(c.home_city, "CITY"), K=(c.home_country, "COUNTRY"),
            Y=c.D(c.left_home, r.choice(["my", "year", "year"])))
    elif c1 == 2:
        d.f("From {K} ({C} district), displaced since {Y}", K=(c.home_country, "COUNTRY"), C=(c.home_city, "CITY"),
            Y=(str(y0), "DATE"))
    else:
        d.f("{K} national, home town {C}, departed {Y}", K=(c.home_country, "COUNTRY"), C=(c.home_city, "CITY"),
            Y=c.D(c.left_home, "my"))
    cw = "" if c.camp and c.camp.split()[-1].lower() in ("camp", "centre", "027") else " camp"
    y1 = c.arrival.year - r.randint(0, 1)
    if c.camp and y1 > y0:
        d.f(", then lived in {CP}" + cw + ", {T} from {A} to {B}", CP=(c.camp, "LOCATION_OTHER"), T=(c.transit, "COUNTRY"),
            A=(str(y0), "DATE"), B=(str(y1), "DATE"))
    elif c.camp:
        d.f(", then a few months in {CP}" + cw + " ({T})", CP=(c.camp, "LOCATION_OTHER"), T=(c.transit, "COUNTRY"))
    else:
        d.f(", transited through {T} (approx. %d months)" % r.randint(2, 30), T=(c.transit, "COUNTRY"))
    d.f(". Arrived {A}.", A=c.D(c.arrival))


def age_short(r, age):
    """Bracketed household-list age: years as a bare number, infants in months."""
    if age == 0:
        return [(str(r.randint(1, 11)), "AGE"), r.choice(["/12", " mo", "m"])]
    return [(str(age), "AGE")] + ([r.choice(["y", " yrs", ""])] if r.random() < 0.3 else [])


def social(c, d, detail=True):
    r = c.rng
    parts = []
    for f in c.fam[: r.randint(1, 4)]:
        parts.append(f)
    if parts:
        d.t(r.choice(["Lives with ", "Household: ", "Living with "]))
        for i, f in enumerate(parts):
            if i:
                d.t(", " if i < len(parts) - 1 else " and ")
            d.f("%s {N} ({A})" % f["rel"], N=(H.nm(r, f["p"], r.choice(["given", "full", "full", "short"])), "FAMILY"),
                A=age_short(r, f["age"]))
        d.t(". ")
    else:
        d.t("Arrived alone, no family in %s. " % r.choice(["country", "the area", "this country"]))
    if detail:
        if r.random() < 0.5:
            d.f("Address: {AD}. ", AD=c.addr("line"))
        c2 = r.randrange(4)
        if c2 == 0:
            d.f("Previously worked as a {O} in {C}. ", O=(c.occupation, "PROFESSION"), C=(c.home_city, "CITY"))
        elif c2 == 1:
            d.f("Former {O}; not currently working. ", O=(c.occupation, "PROFESSION"))
        elif c2 == 2:
            d.f("Occupation: {O} (home country). ", O=(c.occupation, "PROFESSION"))
        else:
            d.f("Worked as {O} until {Y}. ", O=(c.occupation, "PROFESSION"), Y=(str(c.left_home.year), "DATE"))
        habits = ["Non-smoker. No alcohol.", "Smokes 10/day. No EtOH.", "Ex-smoker (quit in camp).", "Never smoked; no alcohol."]
        if c.origin in ("somali", "habesha", "oromo") or c.home_country == "Yemen":
            habits.append("Chews khat occasionally.")
        if c.origin in ("burmese", "rohingya", "tamil", "nepali"):
            habits.append("Betel nut use daily.")
        if c.origin in ("arabic", "kurdish", "iranian", "afghan"):
            habits.append("Shisha socially. Alcohol nil.")
        if c.origin in ("ukrainian", "albanian", "hispanic", "mayan", "haitian"):
            habits.append("Alcohol 2-3 drinks/week. Smokes 5/day.")
        d.t(r.choice(habits) + " ")
        d.t("Education: %s. " % r.choice(["none, not literate in own language", "6 years primary", "secondary completed",
                                          "university degree", "Quranic school only", "2 years, interrupted by conflict"]))


def meds_block(c, d, n=None, bullets="- "):
    r = c.rng
    n = n if n is not None else r.randint(0, 5)
    if n == 0:
        d.t(bullets + r.choice(["Nil regular", "No current medications", "none"]) + "\n")
        return
    pool = list(C.MEDS)
    r.shuffle(pool)
    for m in pool[:n]:
        d.t(bullets + m + "\n")
    if r.random() < 0.35:
        d.t(bullets + r.choice(C.FOREIGN_MEDS) + "\n")


def labs_block(c, d, n=None, bullets="  "):
    r = c.rng
    for line in C.labs(r, n or r.randint(4, 10)):
        d.t(bullets + line + "\n")


def problems(c, d, n=None, codes=True, bullets=None):
    r = c.rng
    for i, (p, code) in enumerate(c.probs(n or r.randint(2, 5))):
        b = bullets if bullets is not None else "%d. " % (i + 1)
        d.t(b + p + ((" (%s)" % code) if codes and r.random() < 0.6 else "") + "\n")


def clinic_head(c, d, hosp=None, fax=True, web=False):
    """Letterhead: care site, address, phone, fax, email, URL."""
    r = c.rng
    hosp = hosp or c.hosp
    pl = c.place.near(r) if r.random() < 0.7 else H.Place(r, c.country)
    d.f("{HS}\n", HS=(hosp, "HOSPITAL"))
    d.put(H.address(r, pl, "line"))
    d.f("\nTel {P}", P=c.phone())
    if fax:
        d.f("  Fax {F}", F=(H.phone(r, c.country, ext_ok=False), "FAX"))
    if web and r.random() < 0.6:
        d.f("\n{U}", U=(H.url(r, hosp), "URL"))
    elif r.random() < 0.3:
        d.f("\n{E}", E=(H.org_email(r, hosp), "EMAIL"))
    d.t("\n\n")


def sign_letter(c, d, who=None):
    r = c.rng
    who = who or c.clin
    d.t(r.choice(["\n\nYours sincerely,\n\n", "\n\nKind regards,\n", "\n\nWith thanks,\n\n", "\n\nSincerely,\n"]))
    d.f("{N}\n", N=[r.choice(["Dr ", "Dr. ", ""]), (who["full"], "DOCTOR")])
    d.t(r.choice(["Refugee Health Service", "General Practitioner", "Infectious Diseases", "Newcomer Clinic",
                  "Consultant Physician", "Clinical Nurse Consultant", "Registrar"]))
    lic = {"US": ("NPI", "npi"), "UK": ("GMC", "gmc"), "CA": ("CPSO #", "cpso"), "AU": ("AHPRA", "ahpra")}[c.country]
    if r.random() < 0.55:
        d.f("\n%s {L}" % lic[0], L=(H.license_no(r, c.country, lic[1]), "LICENSE"))
    if r.random() < 0.4:
        d.f("\n{E}", E=(H.email(r, who), "EMAIL"))


def hard_negs(c, d, n=2, kinds=(0, 1, 2, 3)):
    """A line of PHI-like but non-PHI content (eponyms, public bodies, scores)."""
    r = c.rng
    bits = []
    for _ in range(n):
        k = r.choice(kinds)
        if k == 0:
            bits.append(r.choice(C.EPONYMS))
        elif k == 1:
            bits.append(r.choice(C.SCORES)(r))
        elif k == 2:
            bits.append(r.choice(PP.PUBLIC_BODIES[c.country]) + " " + r.choice(["guidance followed", "form attached",
                                                                              "notified", "criteria reviewed"]))
        else:
            bits.append(r.choice(C.Z_CODES))
    d.t("; ".join(bits))

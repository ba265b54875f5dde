"""Blocks shared by the genres: letterheads, patient blocks, signatures, audit footers."""
import ids
import pools_places as PP
from ctx import N, D, addr_items, person

ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen")
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def dn(c, s):
    """Drug names as written in North America."""
    if c.us:
        s = s.replace("alendronic acid", "alendronate").replace("ibandronic acid", "ibandronate")
        s = s.replace("micrograms", "mcg").replace("subcutaneously", "SQ")
    return s


def a_an(w):
    return "an" if w[:1].lower() in "aeiou" else "a"


def age_phrase(rng, c, age=None):
    """An age expression as items (number only inside the span)."""
    a = c.age if age is None else age
    sx = "F" if c.female else "M"
    woman = "woman" if c.female else "man"
    r = rng.randrange(9)
    if r == 0:
        return [(str(a), "AGE"), "-year-old " + woman]
    if r == 1:
        return [(str(a), "AGE"), " yo " + sx]
    if r == 2:
        return [(str(a), "AGE"), sx]
    if r == 3:
        return [(str(a), "AGE"), " " + sx]
    if r == 4:
        return ["aged ", (str(a), "AGE")]
    if r == 5:
        return [(words(a), "AGE"), "-year-old " + woman]
    if r == 6:
        return [(str(a), "AGE"), "yo " + woman]
    if r == 7:
        return [(str(a), "AGE"), " y/o " + sx]
    return [(str(a), "AGE"), " year old " + ("lady" if c.female else "gentleman")]


def letterhead(d, c, rng, dept):
    h = c.hosp
    name = h.name.upper() if rng.random() < 0.4 else h.name
    d.f("{0}\n{1}\n", (name, "HOSPITAL"), dept)
    d.put(addr_items(h.addr, "single"))
    d.t("\n")
    r = rng.random()
    if r < 0.5:
        d.f("Tel: {0}   Fax: {1}\n", (h.phone, "PHONE"), (h.fax, "FAX"))
    elif r < 0.8:
        d.f("Direct line {0} | Fax {1} | {2}\n", (h.phone, "PHONE"), (h.fax, "FAX"), (h.email, "EMAIL"))
    else:
        d.f("Phone {0}\n", (h.phone, "PHONE"))
    if rng.random() < 0.35:
        d.f("Web: {0}\n", (h.url, "URL"))
    d.t("\n")


def pt_name(rng, c, styles=("INV", "full", "fullmid", "INVALL", "titlefull")):
    return N(c.pt, "PATIENT", styles[rng.randrange(len(styles))], c.country, rng)


def patient_block(d, c, rng, compact=False):
    dob_style = rng.choice(("num", "num", "long", "mon", "mon_sp"))
    if compact:
        d.f("Pt: {0}  DOB {1} ({2})  {3}: {4}\n", pt_name(rng, c), D(c, c.dob, dob_style),
            (str(c.age), "AGE"), rng.choice(("MRN", "Hosp No", "UR", "MRN")) if c.country != "NZ" else "NHI",
            (c.mrn, "MRN"))
        return
    d.f("Patient: {0}\n", pt_name(rng, c))
    d.f("DOB: {0}   Age: {1}   Sex: {2}\n", D(c, c.dob, dob_style), (str(c.age), "AGE"),
        "F" if c.female else "M")
    lab = {"UK": "Hospital No", "US": "MRN", "CA": "MRN", "AU": "UR No", "NZ": "NHI", "IE": "MRN"}[c.country]
    d.f("{0}: {1}", lab, (c.mrn, "MRN"))
    if c.nat and c.country != "NZ":
        d.f("   {0}: {1}", c.nat_label, (c.nat, "MRN"))
    d.t("\n")
    if rng.random() < 0.55 and c.hp:
        d.f("{0}: {1}\n", c.hp_label, (c.hp, "HEALTHPLAN"))
    if c.ssn and rng.random() < 0.5:
        d.f("{0}: {1}\n", c.ssn_label, (c.ssn, "SSN"))
    d.t("Address: ")
    d.put(addr_items(c.addr, "single"))
    d.t("\n")
    if rng.random() < 0.7:
        d.f("Tel: {0}", (c.phone, "PHONE"))
        if rng.random() < 0.5:
            d.f("   Mobile: {0}", (c.mobile, "PHONE"))
        d.t("\n")
    if rng.random() < 0.4:
        d.f("Next of kin: {0} ({1}) {2}\n", N(c.rel, "FAMILY", "full"), c.rel_word, (c.rel_phone, "PHONE"))


def gp_line(d, c, rng):
    d.t({"US": "PCP: ", "CA": "Family physician: "}.get(c.country, "GP: "))
    d.put(N(c.gp, "DOCTOR", rng.choice(("drfull", "dr", "drinit")), c.country))
    d.f(", {0}", (c.prac.name, "HOSPITAL"))
    if rng.random() < 0.5:
        d.t(", ")
        d.put(addr_items(c.prac.addr, "single"))
    d.t("\n")


def signature(d, c, rng, s, closing=True, lic=None):
    if closing:
        if c.us:
            d.t(rng.choice(("Sincerely,\n\n\n", "Best regards,\n\n", "Regards,\n\n")))
        else:
            d.t(rng.choice(("Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours sincerely,\n\n",
                            "With best wishes,\n\n")))
    style = rng.choice(("drfull", "full")) if s.is_doctor else "full"
    d.put(N(s, "DOCTOR", style, c.country))
    d.f("\n{0}, {1}\n", s.role, s.cred)
    if lic or (lic is None and rng.random() < 0.5):
        d.f("{0} {1}\n", s.lic_label, (s.lic, "LICENSE"))
    r = rng.random()
    if r < 0.35:
        d.f("Tel {0}\n", (c.hosp.phone + rng.choice((" ext ", " ext. ", " x")) + ids.extension(rng), "PHONE"))
    elif r < 0.6:
        d.f("{0} | {1}\n", (c.hosp.phone, "PHONE"), (s.email, "EMAIL"))
    elif r < 0.75:
        d.f("{0} {1}\n", "Pager" if c.us else "Bleep", (ids.pager(rng, c.country), "PHONE"))
    if rng.random() < 0.3:
        d.t("\n")
        d.put([(s.initials(), "DOCTOR"), "/", (c.typist.initials().lower(), "DOCTOR")])
        d.t("\n")


def cc_block(d, c, rng):
    d.t("\ncc: ")
    d.put(N(c.gp, "DOCTOR", rng.choice(("drfull", "dr")), c.country))
    d.f(", {0}, ", (c.prac.name, "HOSPITAL"))
    d.put(addr_items(c.prac.addr, "single"))
    d.t("\n")
    if rng.random() < 0.5:
        d.t("    ")
        d.put(N(c.pt, "PATIENT", "titlefull", c.country, rng))
        d.t(" (patient)\n")
    if rng.random() < 0.25:
        d.f("    Fax to practice: {0}\n", (c.prac.fax, "FAX"))


def audit_footer(d, c, rng, s, when=None):
    when = when or c.today
    r = rng.random()
    tm = "%02d:%02d" % (rng.randrange(7, 19), rng.randrange(60))
    if r < 0.4:
        d.f("\nElectronically signed by {0} ({1}) on {2} {3}\n", (s.user, "USERNAME"),
            N(s, "DOCTOR", "full"), D(c, when, "num"), tm)
    elif r < 0.7:
        d.f("\n-- Last edited by user {0} {1} {2} --\n", (s.user, "USERNAME"), D(c, when, "mon"), tm)
    else:
        d.f("\nDocument authenticated: {0} / workstation {1} / {2} {3}\n", (s.user, "USERNAME"),
            (ids.ipaddr(rng), "IPADDR"), D(c, when, "iso"), tm)


def country_item(rng, c):
    name = rng.choice(PP.HOME_COUNTRY_NAMES[c.country])
    return (name, "COUNTRY")


def abroad_item(rng):
    name = rng.choice(PP.ABROAD)
    return [("the " if name in PP.THE_COUNTRIES else ""), (name, "COUNTRY")]


def social(d, c, rng, short=False):
    """Social history sentence(s) with relatives, occupation, employer."""
    r = rng.random()
    lives = rng.choice(("Lives alone in a", "Lives with", "Lives with", "Widowed, lives alone in a",
                        "Resident at"))
    if lives == "Lives with":
        home = rng.choice(("two-storey house", "bungalow", "ground-floor flat", "terraced house", "unit"))
        if c.rel_word in ("wife", "husband", "partner", "daughter", "son", "sister", "brother"):
            d.f("Lives with {0} {1} in a {2}. ", c.rel_word, N(c.rel, "FAMILY", rng.choice(("first", "full"))), home)
        else:
            d.f("Lives with {0} in a {1}. ", "her husband" if c.female else "his wife", home)
    elif lives == "Resident at":
        d.f("Resident at {0}. ", (rng.choice(PP.CARE_HOMES[c.country]), "HOSPITAL"))
    else:
        d.f("{0} {1}. ", lives, rng.choice(("two-storey house", "bungalow", "flat with lift",
                                           "sheltered housing flat", "first-floor flat, no lift")))
    if r < 0.75:
        lead = rng.choice(("Retired", "Formerly worked as", "Retired", "Previously", "Ex-"))
        if lead in ("Formerly worked as", "Previously"):
            lead += " " + a_an(c.occ)
        d.f("{0}{1}{2}. ", lead, "" if lead == "Ex-" else " ", (c.occ, "PROFESSION"))
    if not short and rng.random() < 0.4:
        d.f("Worked for {0} for {1} years. ", (c.employer, "ORGANIZATION"), str(rng.randrange(8, 40)))
    if not short and rng.random() < 0.35:
        cl = rng.choice(PP.CLUBS)
        d.f("{0} {1}. ", rng.choice(("Active member of", "Attends", "Volunteers with")), (cl, "ORGANIZATION"))
    if rng.random() < 0.5:
        d.f("{0} {1} ", c.rel_word.capitalize(), N(c.rel, "FAMILY", "full"))
        if rng.random() < 0.4:
            occ = rng.choice(PP.OCCUPATIONS)
            d.f("(works as {0} {1}) ", a_an(occ), (occ, "PROFESSION"))
        d.f("visits {0}. ", rng.choice(("daily", "most days", "twice weekly", "at weekends")))
    d.t(rng.choice(("Smoker 10/day. ", "Ex-smoker, stopped 20 years ago. ", "Never smoked. ",
                    "Non-smoker. ", "Smokes roll-ups. ")))
    d.t(rng.choice(("Alcohol 2 units/week.", "Alcohol: nil.", "Drinks ~14 units/week.",
                    "Occasional sherry.", "ETOH >3 units/day.")))
    d.t("\n")

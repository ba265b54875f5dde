"""Shared note blocks: patient labels, ID checks, sign-offs, social history,
CIED checks, audit trails.  Everything writes into a phi.Doc."""
import phi
from phi import P
import clinical as K


TERMS = {
    "UK": dict(rad="radiographer", rads="radiographers", gp="GP", sim="planning CT", planner="dosimetrist",
               mrn="Hosp No", ward="ward", fx="#"),
    "US": dict(rad="RTT", rads="therapists", gp="PCP", sim="CT simulation", planner="dosimetrist",
               mrn="MRN", ward="floor", fx="fx"),
    "AU": dict(rad="RT", rads="RTs", gp="GP", sim="CT simulation", planner="planning RT",
               mrn="URN", ward="ward", fx="#"),
    "CA": dict(rad="RTT", rads="MRTs", gp="family physician", sim="CT simulation", planner="dosimetrist",
               mrn="Chart #", ward="unit", fx="fx"),
    "IE": dict(rad="RTT", rads="RTTs", gp="GP", sim="CT planning scan", planner="dosimetrist",
               mrn="MRN", ward="ward", fx="#"),
}


def age_form(c, rng):
    """Age with surrounding text; returns list."""
    a = c.ageP()
    sx = c.pt.sex
    r = rng.randrange(9)
    if r == 0:
        return [a, " yo " + sx]
    if r == 1:
        return [a, sx]
    if r == 2:
        return [a, "-year-old " + ("woman" if sx == "F" else "man")]
    if r == 3:
        return [a, "y " + sx]
    if r == 4:
        return ["aged ", a]
    if r == 5:
        return [a, " yr old " + ("female" if sx == "F" else "male")]
    if r == 6:
        return [P(c.ageP(True).text.capitalize(), "AGE"), "-year-old " + ("lady" if sx == "F" else "gentleman")]
    if r == 7:
        return [a, "/" + sx]
    return [a, " y.o. " + ("F" if sx == "F" else "M")]


def sticker(d, c, rng):
    """Addressograph / patient label block."""
    r = rng.randrange(4)
    hp = c.hpP()
    if r == 0:
        d.ln("+------------------------------------------+")
        d.ln("| {} ", c.pt.formal_caps())
        d.ln("| DOB {}  ({})  {}", c.D(c.dob, "num"), P(str(c.age), "AGE"), c.pt.sex)
        d.ln("| {}: {}", {"UK": "Hosp No", "US": "MRN", "AU": "URN", "CA": "Chart", "IE": "MRN"}[c.c], P(c.mrn, "MRN"))
        d.ln("| {}: {}", c.hp_label, hp)
        d.ln("| {}", c.addr.inline(rng))
        d.ln("+------------------------------------------+")
    elif r == 1:
        d.ln("SURNAME: {}    FORENAME(S): {}", up_last(c), c.pt.firstn())
        d.ln("DOB: {}    SEX: {}    {}: {}", c.D(c.dob, rng.choice(("num", "dot", "sys", "abbr"))), c.pt.sex,
             {"UK": "HOSP NO", "US": "MRN", "AU": "UR", "CA": "MRN", "IE": "MRN"}[c.c], P(c.mrn, "MRN"))
        d.ln("{}: {}", c.hp_label.upper(), hp)
        if c.ssn and rng.random() < 0.5:
            d.ln("{}: {}", c.ssn_label, P(c.ssn, "SSN"))
    elif r == 2:
        d.ln("Patient: {}   DOB: {} ({}y)   MRN: {}", c.pt.last_first(), c.D(c.dob, "num"), c.ageP(), P(c.mrn, "MRN"))
        d.ln("{} {}   Acct: {}{}", c.hp_label + ":", hp, P(c.account, "ACCOUNT"),
             ["   " + c.ssn_label + ": ", P(c.ssn, "SSN")] if c.ssn and rng.random() < 0.3 else "")
    else:
        d.ln("Name   : {}", c.pt.full_mid())
        d.ln("D.O.B. : {}   Age: {}", c.D(c.dob, rng.choice(("long", "abbr", "num"))), c.ageP())
        d.ln("ID     : {}  /  {}", P(c.mrn, "MRN"), hp)
        d.ln("Address: {}", c.addr.inline(rng, with_country=rng.random() < 0.15))
        d.ln("Phone  : {}", P(c.home_phone, "PHONE"))
        if c.ssn and rng.random() < 0.4:
            d.ln("{:<7}: {}", c.ssn_label, P(c.ssn, "SSN"))


def up_last(c):
    return P(c.pt.last.upper(), "PATIENT")


def id_line(d, c, rng):
    r = rng.randrange(3)
    if r == 0:
        d.ln("{} | {} | DOB {} | {} {}", c.ptname(), P(c.mrn, "MRN"), c.dobP(), c.hp_label, c.hpP())
    elif r == 1:
        d.ln("Pt: {}  MRN {}  ({}{})", c.pt.formal(), P(c.mrn, "MRN"), c.ageP(), c.pt.sex)
    else:
        d.ln("RE: {}, DOB {}, {} {}", c.pt.full(), c.dobP(), c.hp_label, c.hpP())


def id_check(d, c, rng, staff=None):
    r = rng.randrange(4)
    staff = staff or rng.choice(c.rads)
    if r == 0:
        d.ln("Positive patient ID: name, DOB and first line of address confirmed verbally with pt; photo on {} matches.",
             rng.choice(K.RV))
    elif r == 1:
        d.ln("ID check (3-point): {} / {} / {} - confirmed by {} and {}.", c.pt.full(), c.dobP(),
             P(c.addr.street, "STREET"), c.rads[1].initials(False), c.rads[2].initials(False))
    elif r == 2:
        d.ln("Biometric check-in: template {} matched at kiosk {}.", P(phi.bioid(rng), "BIOID"),
             rng.choice(("K1", "K2", "2", "B")))
    else:
        d.ln("Patient identified by wristband + facial recognition (template {}).", P(phi.bioid(rng), "BIOID"))


def signoff(d, st, rng, date=None, c=None, role=None, lic=False):
    pre = rng.choice(("Signed: ", "", "Electronically signed by ", "-- ", "Sign: "))
    d.w(pre)
    d.w("{}", st.sig(rng))
    if role:
        d.w(", {}", role)
    if date is not None and c is not None:
        d.w("  {}", c.D(date))
        if rng.random() < 0.5:
            d.w(" {:02d}:{:02d}", rng.randrange(7, 19), rng.randrange(60))
    d.ln()
    if lic or rng.random() < 0.25:
        d.ln("{} {}", st.lic_label, P(st.lic, "LICENSE"))


def social(d, c, rng):
    """A social-history sentence or two."""
    f0, f1 = c.family[0], c.family[1]
    r = rng.randrange(4)
    if r == 0:
        d.w("Lives with {} {} {} in {}. ", rel_pron(c), f0.rel, f0.firstn(), P(c.addr.city, "CITY"))
        d.w("{} ", "She" if f0.sex == "F" else "He")
        d.w("works as a {}. ", P(f0.job, "PROFESSION"))
    elif r == 1:
        d.w("Social: {}{}, ", c.prof_prefix, P(c.profession, "PROFESSION"))
        d.w("{} ", "married" if f0.rel in ("wife", "husband") else "lives with partner")
        d.w("({} {}). ", f0.rel, f0.firstn())
    elif r == 2:
        d.w("SH: originally from {}, moved to {} {}. ", P(c.birth_country, "COUNTRY"), P(c.addr.city, "CITY"),
            rng.choice(("in the 90s", "as a child", "20 years ago", "after retiring")))
        d.w("Works {} as a {} at {}. ", rng.choice(("part-time", "full-time", "shifts")),
            P(c.profession, "PROFESSION"), P(c.employer, "ORGANIZATION"))
    else:
        d.w("{} {} {} is main support; ", rel_pron(c).capitalize(), f1.rel, f1.full())
        d.w("{} {}. ", "patient is a" if not c.retired else "patient is a retired", P(c.profession, "PROFESSION"))
    d.ln()


def rel_pron(c):
    return "her" if c.pt.sex == "F" else "his"


def cied(d, c, rng):
    dev = rng.choice(("PPM", "ICD", "CRT-D", "ILR", "dual-chamber pacemaker"))
    model = rng.choice(("Medtronic Azure XT", "Boston Scientific Accolade", "Abbott Assurity MRI",
                        "Biotronik Edora 8", "Medtronic Reveal LINQ"))
    d.ln("CIED: {} ({}), SN {}. Pacing dependent: {}. Risk category {} per {} guidance.", dev, model,
         P(phi.device_serial(rng), "DEVICE"), rng.choice(("no", "yes", "unknown - check")),
         rng.choice(("low", "medium", "high")), rng.choice(("AAPM TG-203", "UK 2020 CIED", "local")))
    if rng.random() < 0.6:
        d.ln("Cardiac physiology ({}) informed {}; device check before fx 1 and after last fx.",
             c.hosp("ref"), c.D(c.sim_date))


def rv_audit(d, c, rng, who, action="Approved"):
    d.ln("{} in {} by user {} on {} {:02d}:{:02d} (ws {}).", action, rng.choice(K.RV),
         P(phi.username(rng, who.first, who.last, role=getattr(who, "role", None)), "USERNAME"), c.D(c.plan_date, rng.choice(("iso", "num", "sys"))),
         rng.randrange(8, 20), rng.randrange(60), P(phi.ipaddr(rng), "IPADDR"))


def transcription(d, c, rng):
    typist = c.clerk
    d.ln("D: {}  T: {}  {}/{}  Job {}", c.D(c.note_date, "num"), c.D(c.add_days(c.note_date, rng.randrange(1, 4)), "num"),
         P(c.cons.initials(False).text.lower(), "DOCTOR"), P(typist.initials(False).text.lower(), "DOCTOR"),
         P(phi.digits(rng, 7), "IDNUM"))


def cc_block(d, c, rng, extra=True):
    d.ln("cc: {} {}, {}", "Dr", c.gp.full(), c.hosp("practice"))
    d.ln("    {}", c.practice_addr.inline(rng))
    if rng.random() < 0.5:
        d.ln("    Fax {}", P(c.gp_fax, "FAX"))
    if extra:
        d.ln("    Patient ({})", c.pt.full() if rng.random() < 0.5 else c.pt.titled())
        if rng.random() < 0.4:
            d.ln("    Dr {}, {}", c.reg.full(), rng.choice(("Medical Oncology", "Urology", "ENT",
                                                         "Colorectal surgery", "Respiratory")))


def dvh_table(d, rows, rng, head=True):
    if head:
        d.ln("{:<18}{:<10}{:<18}{:<14}{}", "Structure", "Metric", "Objective", "Achieved", "Result")
        d.ln("-" * 70)
    for r in rows:
        d.ln("{:<18}{:<10}{:<18}{:<14}{}", *r)


PHYS_NEG = (0, 3, 6, 7, 8, 9)
CLIN_NEG = (1, 2, 4, 5, 9, 10, 11)


def hard_neg_line(d, c, rng, kind=None):
    """A line full of look-alike numbers, eponyms and codes that are not PHI."""
    if kind == "phys":
        r = rng.choice(PHYS_NEG)
    elif kind == "clin":
        r = rng.choice(CLIN_NEG)
    else:
        r = rng.randrange(12)
    if r == 1 and c.c != "US":
        r = 9
    if r == 6:
        d.ln("Point A (Manchester) ref; Paris system not used; {} Foley balloon {} mL.", rng.choice(("14Fr", "16Fr")),
             rng.choice((5, 7, 10)))
    elif r == 7:
        d.ln("Total MU {:.1f}; MU/cGy {:.2f}; {} CPs; mean leaf gap {:.1f} mm; version {}.", 555 + 1000 * rng.random(),
             1.5 + 2 * rng.random(), rng.choice((178, 356, 534)), 5 + 20 * rng.random(),
             rng.choice(("TrueBeam v2.7 MR3", "Integrity R3.2", "ExacTrac Dynamic 1.1", "AlignRT 7.1")))
    elif r == 8:
        d.ln("Ref: TG-142 / TG-218 / IPEM Report 81; ICRU 83 reporting; QUANTEC / Emami limits.")
    elif r == 9:
        d.ln("Fx {}/{} ; dose/fx {:.2f} Gy ; EQD2 (a/b=3) {:.1f} Gy ; BED10 {:.1f} Gy", rng.randrange(1, 20),
             rng.choice((20, 25, 30, 33, 35)), 1.8 + rng.random() * 1.2, 50 + 30 * rng.random(), 60 + 40 * rng.random())
    elif r == 10:
        d.ln("Scores: {}; GCS 15/15; Charlson {}; G8 {}/17; PHQ-9 {}.", rng.choice(K.ECOG), rng.randrange(2, 9),
             rng.randrange(8, 17), rng.randrange(0, 15))
    elif r == 11:
        d.ln("PMH: {}; {}. NB not for RT-induced {}-type reaction.", rng.choice(K.COMORB), rng.choice(K.COMORB),
             rng.choice(("Koebner", "recall", "Stevens-Johnson")))
    elif r == 0:
        d.ln("Couch: vrt {:.1f} lng {:.1f} lat {:.1f} cm; rot {:.1f} deg.", 10 + 10 * rng.random(),
             80 + 40 * rng.random(), (rng.random() - 0.5) * 6, (rng.random() - 0.5) * 2)
    elif r == 1:
        d.ln("Billing: CPT 77301, 77338 x{}, 77427 (weekly mgmt); ICD-10 {}.", rng.randrange(1, 4), c.site["icd"])
    elif r == 2:
        d.ln("Follow up {}; bloods {}; review {}.", rng.choice(K.SHORTHAND), rng.choice(K.SHORTHAND),
             rng.choice(K.SHORTHAND))
    elif r == 3:
        d.ln("Ref pt SSD {:.1f} cm, depth {:.1f} cm, {} MU/fx, dose rate {} MU/min.", 88 + 10 * rng.random(),
             3 + 10 * rng.random(), rng.randrange(150, 900), rng.choice((400, 600, 1400, 2400)))
    elif r == 4:
        d.ln("Labs: {}, {}, {}.", *rng.sample(K.LABS, 3))
    else:
        d.ln("{}; {}; PMH {}.", rng.choice(K.ECOG), c.site["stage"][0], rng.choice(K.COMORB))

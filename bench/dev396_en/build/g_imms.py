"""Genre: immunisation session log (one school session, table of pupils)."""
import datetime

import frag as F
import people
import places as PL
from common import Doc, P, chance

PROG = {
    "UK": [("HPV dose 1", "Gardasil 9", 12, 13), ("Td/IPV + MenACWY", "Revaxis / Nimenrix", 13, 14),
           ("LAIV (flu)", "Fluenz", 5, 15), ("HPV catch-up", "Gardasil 9", 14, 16),
           ("MMR catch-up", "Priorix / MMRvaxPro", 11, 15)],
    "IE": [("HPV", "Gardasil 9", 12, 13), ("Tdap + MenACWY", "Boostrix / Nimenrix", 12, 13),
           ("4-in-1 + MMR", "Tetravac / Priorix", 4, 5)],
    "US": [("Tdap + MenACWY", "Adacel / MenQuadfi", 11, 12), ("Influenza (IIV4)", "Flucelvax", 5, 14),
           ("HPV dose 2", "Gardasil 9", 11, 13)],
    "CA": [("Grade 7 HBV + HPV", "Recombivax HB / Gardasil 9", 12, 12),
           ("Men-C-ACYW", "Menactra", 12, 13), ("Tdap", "Adacel", 14, 15)],
    "AU": [("HPV + dTpa", "Gardasil 9 / Boostrix", 12, 13), ("MenACWY", "Nimenrix", 15, 16)],
    "NZ": [("Tdap + HPV", "Boostrix / Gardasil 9", 11, 12), ("HPV dose 2", "Gardasil 9", 12, 13)],
}
AEFI = {"UK": "Yellow Card", "IE": "HPRA", "US": "VAERS", "CA": "CAEFISS", "AU": "TGA", "NZ": "CARM"}
REGISTER = {"UK": "the Child Health Information Service (CHIS)", "IE": "the HSE schools system",
            "US": "the state immunization information system (IIS)", "CA": "Panorama",
            "AU": "the Australian Immunisation Register (AIR)", "NZ": "the NIR"}


def _batch(rng):
    """Vaccine batch/lot numbers are product identifiers, not PHI (never contain 555)."""
    while True:
        b = "%s%d%s%d" % (rng.choice(["XH", "AMEN", "FL", "U7", "S0", "BX", "RV"]), rng.randint(100, 999),
                          rng.choice(["AB", "CD", "AA", "", "X"]), rng.randint(1, 9))
        if "555" not in b:
            return b


def _row_id(rng, c, dob, sex, town):
    if c == "UK":
        if town[2] == "Scotland":
            return P(PL.chi_number(rng, dob, sex), "MRN")
        return P(PL.nhs_number(rng).replace(" ", ""), "MRN")
    if c == "IE":
        return P(PL.ppsn(rng), "SSN")
    if c == "US":
        return P("%d" % rng.randint(1000000, 99999999), "IDNUM")
    if c == "CA":
        return P("%04d-%03d-%03d" % (rng.randint(1000, 9999), rng.randint(0, 999), rng.randint(0, 999)), "HEALTHPLAN")
    if c == "AU":
        return P("%d%03d %05d %d" % (rng.randint(2, 6), rng.randint(0, 999), rng.randint(0, 99999), rng.randint(1, 9)), "HEALTHPLAN")
    return P(PL.nhi(rng), "MRN")


def gen(rng, lower, c):
    prog, brand, lo, hi = rng.choice(PROG[c])
    k = people.make_case(rng, c, lo, hi)
    d = Doc(rng, lower)
    sd = k.note_date
    us = c in ("US", "CA")
    lead = k.nurse
    team = [people.staff(rng, c) for _ in range(rng.randint(2, 3))]
    admin = people.staff(rng, c)
    d.add(F.service_header(rng, k, rng.choice(["SCHOOL-AGED IMMUNISATION SERVICE - SESSION LOG",
                                               "School Immunisation Session Record",
                                               "IMMUNISATION SESSION LOG"])))
    d.line("School: {s}, {a}", {"s": P(k.school, "ORGANIZATION"),
                                 "a": [P(people.street(rng, c), "STREET"), ", ", P(k.town[0], "CITY")]})
    d.line("School office: {ph}   Contact: {sc} ({role})", {
        "ph": P(k.school_phone, "PHONE"), "sc": F.doc(people.staff(rng, c)),
        "role": rng.choice(["office manager", "Head of Year", "attendance officer", "school secretary"])})
    d.line("Session date: {dt}   Start %s   Finish %s" % (
        "%02d:%02d" % (rng.randint(8, 9), rng.choice([0, 15, 30])),
        "%02d:%02d" % (rng.randint(11, 14), rng.choice([0, 10, 40]))), {
        "dt": F.D(rng, k, sd, rng.choice(["weekday", None, "uk_long" if not us else "us_long"]))})
    d.line("Programme: %s (%s) - %s" % (prog, brand, k.yg), {})
    d.t("Team: ")
    d.add([F.doc(lead), " (team lead, ", lead.cred, ")"])
    for s in team:
        d.add([", ", F.doc(s), " (", rng.choice(["RN", "staff nurse", "HCA", "nursing associate", "student nurse"]), ")"])
    d.add([", admin ", F.doc(admin, rng.choice(["full", "fi"])), "\n"])
    exp = sd + datetime.timedelta(days=rng.randint(90, 700))
    b1 = _batch(rng)
    d.line("Stock: %s batch %s exp %s; %d doses drawn from fridge 2 at base." % (
        brand.split(" / ")[0], b1, "%02d/%d" % (exp.month, exp.year), rng.randint(40, 140)), {})
    d.line("Cold chain: validated cool box, data logger SN {sn}, min %.1f max %.1f C, no excursions." % (
        rng.uniform(2.2, 4.0), rng.uniform(5.0, 7.9)), {"sn": P("DL-%06d" % rng.randint(0, 999999), "DEVICE")})
    d.line("Anaphylaxis kit checked: adrenaline 1 mg/mL (1:1000) x3, anaphylaxis algorithm card. "
           "Consent route: e-consent {u}", {"u": F.url(rng, k, "/imms/consent/%s" % k.school.split()[0].lower())})
    n = rng.randint(6, 11)
    returned = rng.randint(60, 95)
    d.line("Consent forms returned: %d%%; cohort on roll %d." % (returned, rng.randint(90, 240)), {})
    d.t("\nNo | Pupil | DOB | Class | ID | Consent | Vaccine | Site | By | Outcome\n")
    pupils = []
    vacc = [lead] + team
    for i in range(n):
        p = people.new_person(rng, c)
        dob = k.dob + datetime.timedelta(days=rng.randint(-160, 160))
        age = (sd - dob).days * 4 // 1461
        cons = rng.choice(["Y (e)", "Y (e)", "Y (paper)", "Y (e)", "N", "Gillick" if k.age >= 12 else "Y (e)",
                           "Y (phone)"])
        outcome = "given" if cons != "N" else "not given - declined"
        if cons != "N" and chance(rng, 0.12):
            outcome = rng.choice(["absent", "unwell - deferred", "refused on day", "feared needles - deferred"])
        by = rng.choice(vacc)
        site = rng.choice(["L deltoid", "R deltoid", "L delt", "R delt"]) if outcome == "given" else "-"
        if site != "-" and prog.startswith("LAIV"):
            site = rng.choice(["nasal", "intranasal", "both nostrils"])
        nm = P(p.rev() if chance(rng, 0.5) else p.full(), "PATIENT")
        d.line("%d | {nm} | {dob} | %s | {id} | %s | %s | %s | {by} | %s" % (
            i + 1, k.yg if not chance(rng, 0.4) else "%s%s" % (k.yg.split()[-1], rng.choice("ABCDEFRS")),
            cons, prog.split(" ")[0] if outcome == "given" else "-", site, outcome), {
            "nm": nm, "dob": F.D(rng, k, dob, "uk" if not us else ("us" if c == "US" else "iso")),
            "id": _row_id(rng, c, dob, p.sex, k.town), "by": F.doc(by, "init") if outcome == "given" else "-"})
        pupils.append((p, outcome, cons, age))
    d.t("\nExceptions / follow-up:\n")
    ex = [x for x in pupils if x[1] != "given"] or pupils[:1]
    for p, outcome, cons, _a in ex[:3]:
        if outcome == "absent" or "deferred" in outcome:
            d.line("- {n}: %s; offered catch-up clinic at {clin} on {dt}." % outcome, {
                "n": P(p.first, "PATIENT"),
                "clin": P(rng.choice(["Harcourt Health Centre", "Bayside Community Clinic", "Stonebridge Children's Centre",
                                      "Wicklow Row Primary Care Centre", "Ngaio Community Hub Clinic"]), "HOSPITAL"),
                "dt": F.D(rng, k, F.days(sd, rng.randint(7, 40)))})
        elif cons == "N" or "declined" in outcome:
            par = people.new_person(rng, c, sex="F", adult=True, origin=p.origin)
            par.last = p.last
            d.line("- {n}: parent {par} declined ({why}).", {
                "n": P(p.full(), "PATIENT"), "par": F.fam(par),
                "why": rng.choice(["religious reasons - gelatine query, porcine-free option discussed",
                                   "wants to discuss with GP first", "\"too young\"", "no reason given"])})
        else:
            d.line("- {n}: refused on the day; will re-offer.", {"n": P(p.full(), "PATIENT")})
    given = [x for x in pupils if x[1] == "given"] or pupils
    gp, _o, _c, gage = given[rng.randrange(len(given))]
    if chance(rng, 0.6):
        mum = people.new_person(rng, c, sex="F", adult=True, origin=gp.origin)
        d.line("- {n} ({age}): vasovagal episode at %s, 2 min after vaccine; laid flat, BP 92/58, recovered in 10 min. "
               "Observed 30 min. {mum} informed on {ph}." % ("%02d:%02d" % (rng.randint(9, 12), rng.randint(0, 59))), {
                   "n": P(gp.first, "PATIENT"), "age": P(str(gage), "AGE"),
                   "mum": [k.v["mum"], " ", F.fam(mum, "first")], "ph": P(PL.phone(rng, c, k.town, True), "PHONE")})
    if chance(rng, 0.55):
        p2 = pupils[rng.randrange(len(pupils))][0]
        d.line("- Duplicate e-consent for {n} (submitted from {ip} and {ip2}); later form retained, "
               "reconciled by {u}.", {"n": P(p2.full(), "PATIENT"), "ip": F.private_ip(rng),
                                       "ip2": F.private_ip(rng), "u": P(admin.username(rng), "USERNAME")})
    if chance(rng, 0.35):
        p3 = pupils[rng.randrange(len(pupils))][0]
        d.line("- {n} recently arrived from {co}; vaccine history card (translated) shows DTP x3, MMR x1 - "
               "catch-up schedule per Green Book ch. 11 / national guidance sent to GP.", {
                   "n": P(p3.full(), "PATIENT"),
                   "co": F.country(rng, p3.origin if p3.origin not in ("anglo", "irish", "celtic") else "east_european")})
    d.t("\n")
    d.line("Records entered to %s by {u} on {dt}." % REGISTER[c], {
        "u": P(admin.username(rng), "USERNAME"), "dt": F.D(rng, k, F.days(sd, rng.randint(0, 3)))})
    d.line("Adverse events reported via %s: %s." % (AEFI[c], rng.choice(["none", "nil", "0"])), {})
    d.line("Session lead: {n}  {lic}", {"n": F.doc(lead), "lic": [lead.lic[0], " ", P(lead.lic[1], "LICENSE")]})
    if chance(rng, 0.5):
        d.line("Team mailbox: {m}", {"m": F.org_mail(rng, k, "imms")})
    return d, k

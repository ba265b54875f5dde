"""Genre: school nurse health report to a child protection conference / case conference."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

TITLE = {"UK": "HEALTH REPORT TO %s CHILD PROTECTION CONFERENCE",
         "IE": "PUBLIC HEALTH NURSE REPORT - %s CHILD PROTECTION CONFERENCE",
         "US": "SCHOOL NURSE REPORT FOR %s CPS FAMILY TEAM MEETING",
         "CA": "PUBLIC HEALTH NURSE REPORT - %s CHILD PROTECTION CASE CONFERENCE",
         "AU": "SCHOOL HEALTH NURSE REPORT - %s CHILD PROTECTION CASE CONFERENCE",
         "NZ": "PUBLIC HEALTH NURSE REPORT - %s FAMILY GROUP CONFERENCE"}
DENTAL = ["Bright Smiles Dental Practice", "Quayside Dental Care", "Toothfairy Family Dentistry", "Harbourside Dental",
          "Riverside Community Dental Service"]


def _nth(x):
    if x == 0.4:
        return "0.4th"
    return {2: "2nd", 9: "9th", 25: "25th", 50: "50th", 75: "75th", 91: "91st"}[x]


def gen(rng, lower, c):
    k = people.make_case(rng, c, 4, 15)
    d = Doc(rng, lower)
    initial = chance(rng, 0.5)
    cat = rng.choice(["neglect", "emotional abuse", "physical abuse", "neglect", "sexual abuse"])
    conf = F.weekday_on_or_after(F.days(k.note_date, rng.randint(3, 10)))
    d.add(F.service_header(rng, k, TITLE[c] % ("INITIAL" if initial else "REVIEW")))
    d.line("Conference date: {dt} at 10:00   Venue: {v}", {
        "dt": F.D(rng, k, conf, rng.choice(["weekday", None])),
        "v": rng.choice([[P(rng.choice(["Thornbury Civic Centre", "Greystone Community Hub", "Elmstead Youth Centre",
                                        "Ironbark Plaza"]), "LOCATION_OTHER"), ", Room ", P(str(rng.randint(1, 12)), "LOCATION_OTHER")],
                         ["Microsoft Teams (hybrid)"], ["Family Centre, Room ", P("%d" % rng.randint(1, 9), "LOCATION_OTHER")]])})
    chair = people.staff(rng, c)
    sw = people.staff(rng, c)
    d.line("Chair: {ch} (%s)" % rng.choice(["Independent Chair", "Conference Chair", "Safeguarding Manager"]),
           {"ch": F.doc(chair)})
    d.line("Social worker: {sw}, Tel {ph}, {em}", {"sw": F.doc(sw), "ph": P(PL.phone(rng, c, k.town), "PHONE"),
                                                    "em": P(sw.email(rng), "EMAIL")})
    d.line("Report author: {n}, %s %s" % (k.nurse.cred, k.v["nurse_title"]), {"n": F.doc(k.nurse)})
    if not initial:
        d.line("Child protection plan since {dt}, category: %s. Case no. {cn}" % cat, {
            "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(90, 400))), "cn": F.case_ref(rng, rng.choice(["CP", "CPP", "CPC"]))})
    d.t("\nCHILD\n")
    d.line("Name: {n}   DOB: {dob}   Age: {a}", {"n": F.pt(k, rng.choice(["full", "upper", "rev"])), "dob": F.D(rng, k, k.dob),
                                                 "a": F.age_p(rng, k, rng.choice(["yrs", "years", "ym"]))})
    d.line("{ids}", {"ids": F.id_line(rng, k, rng.choice([1, 2, 3]))})
    d.line("Address: {a}", {"a": F.addr(rng, k)})
    d.line("School: {s}, %s   {g}" % k.yg, {"s": P(k.school, "ORGANIZATION"), "g": F.gp_line(rng, k)})
    d.t("\nHOUSEHOLD\n")
    d.line("Mother: {m}, DOB {dob}, {job}", {
        "m": F.fam(k.mum), "dob": F.D(rng, k, F.days(k.note_date, -k.mum.age * 365 - rng.randint(0, 300))),
        "job": [P(k.mum.job, "PROFESSION"), " at ", P(k.mum.employer, "ORGANIZATION")] if chance(rng, 0.4) else
        rng.choice([["not in employment"], ["previously a ", P(k.mum.job, "PROFESSION")]])})
    if chance(rng, 0.5):
        pf = people.new_person(rng, c, sex="M", adult=True)
        pf.job = rng.choice(F.PO.OCCUPATIONS)
        d.line("Mother's partner: {p} ({a}), {job}; moved in {dt}. Drives {reg}.", {
            "p": F.fam(pf), "a": P(str(rng.randint(22, 50)), "AGE"), "job": P(pf.job, "PROFESSION"),
            "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(60, 500)), "month_year"),
            "reg": P(PL.plate(rng, c), "VEHICLE")})
    d.line("Father: {f} - %s" % rng.choice(["parental responsibility, lives separately", "whereabouts unknown",
                                             "in custody", "contact supervised fortnightly"]), {"f": F.fam(k.dad)})
    for s in k.sibs:
        d.line("Sibling: {s}, DOB {dob}, {where}", {
            "s": F.fam(s), "dob": F.D(rng, k, F.days(k.note_date, -s.age * 365 - rng.randint(10, 300))),
            "where": [P(people.school_name(rng, c, max(s.age, 5)), "ORGANIZATION")] if s.age >= 4 else
            ["at home / health visitor ", F.doc(people.staff(rng, c))]})
    if c in ("US", "CA") and chance(rng, 0.7):
        d.line("Parent identifiers on file (for agency use): mother %s {ssn}." % ("SSN" if c == "US" else "SIN"), {
            "ssn": P(PL.ssn_us(rng) if c == "US" else PL.sin_ca(rng), "SSN")})
    if c == "IE" and chance(rng, 0.6):
        d.line("Mother's PPSN {pp}; medical card holder.", {"pp": P(PL.ppsn(rng), "SSN")})
    if c == "AU" and chance(rng, 0.4):
        d.line("Centrelink CRN (mother): {crn}", {"crn": P("9%02d %03d %03d%s" % (rng.randint(0, 99), rng.randint(0, 999),
                                                                                  rng.randint(0, 999), rng.choice("ABCHJKLX")), "SSN")})
    d.t("\n1. HEALTH\n")
    d.line("- Immunisations: %s" % rng.choice(["up to date per child health record", "incomplete; catch-up offered",
                                               "MMR2 and pre-school booster outstanding - 3 appointments not attended"
                                               if k.age < 11 else "HPV and Td/IPV not given - consent form not returned"]), {})
    dent = rng.choice(DENTAL)
    d.line("- Dental: %s" % rng.choice(["registered with {dp}, last seen {dt}", "not registered; decay visible - referred to {dp} {dt}"]), {
        "dp": P(dent, "HOSPITAL"), "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(30, 700)), rng.choice(["month_year", None]))})
    shift = rng.choice([-3.0, -2.0, 0.0, 0.0, 2.5])
    ht, wt, _b = F.growth(rng, k.age + k.age_m / 12.0, shift)
    hc = rng.choice([2, 9, 25, 50, 75])
    wc = {-3.0: 0.4, -2.0: 2, 0.0: rng.choice([25, 50]), 2.5: 91}[shift]
    d.line("- Growth (measured {dt}): height %.1f cm (%s centile), weight %.1f kg (%s centile)." % (
        ht, _nth(hc), wt, _nth(wc)), {"dt": F.D(rng, k, F.days(k.note_date, -rng.randint(3, 40)))})
    d.line("- Appointments: %d 'was not brought' episodes at {h} (%s clinic) since {dt}." % (
        rng.randint(1, 5), rng.choice(["asthma", "ENT", "orthoptic", "community paediatric", "dermatology", "audiology"])), {
            "h": P(k.hospital, "HOSPITAL"), "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(150, 400)), "month_year")})
    d.line("- Presentation in school: %s" % rng.choice([
        "often hungry, unwashed uniform, smells of damp; headlice recurring.",
        "quiet and watchful; flinches when adults raise voices.",
        "tired, falls asleep in lessons; says %s cares for younger siblings at night." % F.pron(k.child)[0],
        "well presented most days; emotional dysregulation after weekend contact."]), {})
    d.t("\n2. SCHOOL NURSE CONTACTS SINCE LAST CONFERENCE\n")
    d.t("Date | Contact | Purpose\n")
    dt0 = F.days(k.note_date, -rng.randint(80, 140))
    for _ in range(rng.randint(3, 6)):
        dt0 = F.days(dt0, rng.randint(7, 25))
        d.line("{dt} | %s | %s" % (rng.choice(["F2F school", "home visit", "telephone", "core group", "F2F clinic"]),
                                    rng.choice(["health assessment", "growth monitoring", "emotional health session",
                                                "core group meeting", "enuresis support", "sleep hygiene work",
                                                "headlice treatment check"])), {"dt": F.D(rng, k, dt0)})
    d.t("\n3. CHILD'S VOICE\n")
    d.line("{pn} told me: \"%s\"" % rng.choice([
        "I like school because I get breakfast club.",
        "When they shout I go in my room and put my headphones on.",
        "I want {sib} to be safe.",
        "I miss my dad.",
        "I don't like it when {pf} is at our house."]).replace("{sib}", "my little brother").replace("{pf}", "he"),
           {"pn": F.pt(k, "first")})
    d.t("\n4. ANALYSIS\n")
    d.line("Strengths: attends school %d%%; warm relationship with %s {rel}; mother engaging with %s since {dt}." % (
        rng.randint(78, 97), rng.choice(["grandmother", "aunt", "older sister"]), rng.choice(["Family Support Worker", "Early Help",
                                                                                          "domestic abuse service", "drug and alcohol service"])), {
        "rel": F.fam(people.new_person(rng, c, sex="F", adult=True, origin=k.origin), "first"),
        "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(20, 90)), "month_year")})
    d.line("Worries: %s" % rng.choice([
        "health needs not consistently met; missed appointments; poor dental health.",
        "exposure to domestic abuse; emotional impact evident.",
        "neglect of basic care; weight faltering.",
        "parental substance misuse; child taking on caring role."]), {})
    d.t("\n5. RECOMMENDATION\n")
    d.line("From a health perspective I recommend that %s. Health actions: GP review, dental registration, "
           "re-offer immunisations, school nurse contact fortnightly." % rng.choice([
               "the child protection plan continues under the category of %s" % cat,
               "a child protection plan is needed under the category of %s" % cat,
               "the plan could step down to child in need with multi-agency support"]), {})
    d.line("Report shared with parent(s) on {dt}: %s." % rng.choice(["yes", "yes - mother only", "no (SW advice)"]), {
        "dt": F.D(rng, k, F.days(conf, -rng.randint(1, 3)))})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse, with_lic=True, dated=k.note_date))
    d.t("\n")
    return d, k

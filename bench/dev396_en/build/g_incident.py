"""Genre: school incident report where emergency medication was given (own genre)."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

AMB = {"UK": "ambulance service", "IE": "National Ambulance Service", "US": "EMS", "CA": "paramedics",
       "AU": "ambulance", "NZ": "St John ambulance"}


def _t(h, m):
    return "%02d:%02d" % (h + m // 60, m % 60)


def gen(rng, lower, c):
    k = people.make_case(rng, c, 5, 16)
    d = Doc(rng, lower)
    kind = rng.choice(["anaphylaxis", "asthma", "hypo", "seizure"])
    staff1, staff2, office = people.staff(rng, c), people.staff(rng, c), people.staff(rng, c)
    d.add(F.service_header(rng, k, rng.choice(["SCHOOL INCIDENT REPORT - EMERGENCY MEDICATION ADMINISTERED",
                                               "Incident / Accident Report (Medical Emergency)",
                                               "CRITICAL INCIDENT REPORT - STUDENT HEALTH"])))
    d.line("Incident no.: {n}   Reported: {dt}", {"n": F.case_ref(rng, rng.choice(["INC", "IR", "AIR"]), k.note_date.year),
                                                   "dt": F.D(rng, k, k.note_date)})
    d.line("Pupil: {n}   DOB: {dob}   Age: {a}   %s" % k.yg, {"n": F.pt(k, rng.choice(["full", "rev", "upper"])),
                                                            "dob": F.D(rng, k, k.dob), "a": P(str(k.age), "AGE")})
    d.line("School: {s}, {a}   Tel {ph}", {"s": P(k.school, "ORGANIZATION"),
                                           "a": [P(people.street(rng, c), "STREET"), ", ", P(k.town[0], "CITY")],
                                           "ph": P(k.school_phone, "PHONE")})
    trip = chance(rng, 0.2)
    if trip:
        d.line("Location: school trip to {pl}; travelling in school minibus reg {reg}", {
            "pl": P(rng.choice(F.PO.VENUES), "LOCATION_OTHER"), "reg": P(PL.plate(rng, c), "VEHICLE")})
    else:
        d.line("Location: {loc}", {"loc": rng.choice([["dining hall"], ["playground"], F.room(rng), ["sports hall"], F.room(rng)])})
    d.line("Health plan in place: %s; last reviewed {dt}." % rng.choice(["yes (IHP)", "yes", "no - new presentation"]), {
        "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(30, 300)))})
    d.t("\nTIMELINE\n")
    h, m = rng.randint(9, 14), rng.randint(0, 40)
    if kind == "anaphylaxis":
        pen = rng.choice(["EpiPen 0.3 mg", "EpiPen Jr 0.15 mg", "Jext 300 micrograms", "Emerade 300", "Anapen 0.3 mg"])
        d.line("%s  Pupil reported itchy mouth after eating lunch; lip swelling, hoarse voice, wheeze." % _t(h, m), {})
        d.line("%s  %s (lot %s, exp %02d/%d) given to outer L thigh by {s1} (trained {dt})." % (
            _t(h, m + 3), pen, "%d%s%03d" % (rng.randint(1, 9), rng.choice(["FA", "KX", "LT", "MP"]), rng.choice(
                [x for x in range(1000) if "555" not in "%03d" % x])),
            rng.randint(1, 12), k.note_date.year + 1), {"s1": F.doc(staff1),
                                                       "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(20, 300)))})
        d.line("%s  %s called by {o} - call ref {ref}." % (_t(h, m + 4), k.v["emerg"]), {
            "o": F.doc(office, rng.choice(["full", "fi"])), "ref": P("%s%07d" % (rng.choice(["AMB", "", "C"]), rng.randint(0, 9999999)), "IDNUM")})
        d.line("%s  No improvement - second auto-injector (R thigh) by {s2}." % _t(h, m + 9), {"s2": F.doc(staff2)})
        d.line("Cause: catering till record via biometric ID {b} shows %s purchased." % rng.choice([
            "chicken satay wrap", "pesto pasta", "flapjack (shared by friend)", "sesame bagel"]), {"b": F.biometric_id(rng)})
    elif kind == "asthma":
        d.line("%s  Severe breathlessness after cross-country; unable to complete sentences, SpO2 91%%." % _t(h, m), {})
        d.line("%s  Salbutamol 10 puffs via spacer (school emergency inhaler) by {s1}; repeated at %s." % (
            _t(h, m + 2), _t(h, m + 22)), {"s1": F.doc(staff1)})
        d.line("%s  %s called by {o}." % (_t(h, m + 6), k.v["emerg"]), {"o": F.doc(office)})
    elif kind == "hypo":
        d.line("%s  CGM alarm low; pupil confused and sweaty, BG %s." % (
            _t(h, m), "2.4 mmol/L" if c != "US" else "44 mg/dL"), {})
        d.line("%s  Unable to swallow safely; Baqsimi 3 mg nasal glucagon given by {s1}. Pump ({pm}) suspended." % _t(h, m + 4), {
            "s1": F.doc(staff1), "pm": P("%s%08d" % (rng.choice(["PD", "TS", "NG"]), rng.randint(0, 99999999)), "DEVICE")})
        d.line("%s  %s called by {o}." % (_t(h, m + 5), k.v["emerg"]), {"o": F.doc(office)})
    else:
        d.line("%s  Tonic-clonic seizure in class; timed by {s1}." % _t(h, m), {"s1": F.doc(staff1)})
        d.line("%s  Still fitting at 5 min - buccal midazolam (Buccolam) %s mg given by {s2}." % (
            _t(h, m + 5), rng.choice(["5", "7.5", "10"])), {"s2": F.doc(staff2)})
        d.line("%s  %s called by {o}; seizure stopped %s." % (_t(h, m + 6), k.v["emerg"], _t(h, m + 8)), {"o": F.doc(office)})
    par, ref = F.parent_ref(rng, k)
    d.line("%s  {p} contacted on {ph}; will meet at hospital." % _t(h, m + 7), {"p": ref, "ph": P(par.mobile, "PHONE")})
    d.line("%s  %s on scene; transported to {h} with {s}." % (_t(h, m + 16), AMB[c].capitalize()), {
        "h": P(k.hospital, "HOSPITAL"), "s": F.doc(staff1, "first")})
    d.t("\nOUTCOME\n")
    if chance(rng, 0.5):
        d.line("Observed in ED (attendance no. {a}), discharged {dt} after 6 h.", {
            "a": F.encounter(rng), "dt": F.D(rng, k, k.note_date, rng.choice(["day_month", None]))})
    else:
        ward = rng.choice(F.PO.WARDS)
        d.line("Admitted to {w} overnight, bed {b}; discharged {dt}.", {
            "w": P(ward, "HOSPITAL"), "b": P(str(rng.randint(1, 24)), "LOCATION_OTHER"),
            "dt": F.D(rng, k, F.days(k.note_date, 1), rng.choice(["weekday", None]))})
    d.line("Returned to school {dt}. Used/expired medication replaced by parent.", {
        "dt": F.D(rng, k, F.weekday_on_or_after(F.days(k.note_date, rng.randint(2, 5))), rng.choice(["weekday", "wd_short", None]))})
    d.t("\nACTIONS\n")
    d.line("- IHP review meeting with {n} (%s) and family on {dt}." % k.v["nurse_title"], {
        "n": F.doc(k.nurse), "dt": F.D(rng, k, F.days(k.note_date, rng.randint(5, 14)))})
    d.line("- Staff debrief held; %s" % rng.choice(["catering allergen matrix checked (Natasha's Law labelling)",
                                                    "spare emergency inhaler register updated",
                                                    "refresher training booked for all staff",
                                                    "hypo kit moved to classroom"]), {})
    d.line("- Not reportable under %s." % rng.choice(["RIDDOR", "local H&S policy", "WorkSafe criteria"]), {})
    if chance(rng, 0.4):
        d.line("Witnesses: {a}, {b}", {"a": F.doc(staff2, rng.choice(["full", "fi"])),
                                       "b": P(people.new_person(rng, c).full(), "FAMILY") if chance(rng, 0.4)
                                       else F.doc(people.staff(rng, c))})
    d.line("Report completed by {s}, %s, {dt}" % rng.choice(["Deputy Head", "First Aid Lead", "Office Manager", "Principal"]), {
        "s": F.doc(staff1), "dt": F.D(rng, k, k.note_date)})
    d.line("Entered on {sys} by user {u}", {"sys": rng.choice(["Evolve", "the H&S portal", "Sentral", "Arbor"]),
                                           "u": P(staff1.username(rng), "USERNAME")})
    return d, k

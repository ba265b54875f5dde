"""Genre: letter to parents/carers from the school nursing team."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

BASES = ["Harcourt Health Centre", "Stonebridge Children's Centre", "Parkview Health Hub", "Northgate Clinic",
         "Bayside Community Clinic", "Heathfield Primary Care Centre", "Riverside Child Health Centre",
         "Wicklow Row Primary Care Centre", "Eastgate Community Health Centre"]


def _body(rng, d, k, kind):
    c, v = k.c, k.v
    pn = F.pt(k, "first")
    if kind == "ncmp":
        cent = rng.choice([(2, "underweight", -3.0), (93, "overweight", 2.0), (97, "living with obesity", 4.0),
                           (99.7, "very overweight", 7.0)])
        ht, wt, _b = F.growth(rng, k.age + k.age_m / 12.0, cent[2])
        d.line("As part of the %s, {pn} was measured at school on {dt}. Height %.1f cm, weight %.1f kg. "
               "{pn}'s BMI centile is %s, which is in the %s range for %s age and sex." % (
                   "National Child Measurement Programme (NCMP)" if c == "UK" else "school growth screening programme",
                   ht, wt, cent[0], cent[1], "her" if k.child.sex == "F" else "his"), {
                   "pn": pn, "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(10, 30)))})
        d.line("\nThis is a screening measure only. Children grow at different rates. You can talk to us, "
               "or your %s, about healthy eating and activity. Local free sessions run at {pl} on {day} evenings." % v["gp"],
               {"pl": P(rng.choice(F.PO.VENUES[:5]), "LOCATION_OTHER"), "day": P(rng.choice(PL.DAYS[:5]), "DATE")})
        d.line("You can see the results online using code {code} at {u}", {
            "code": P("%s-%04d" % ("".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(4)), rng.randint(0, 9999)), "IDNUM"),
            "u": F.url(rng, k, "/ncmp-results")})
    elif kind == "vision":
        d.line("{pn} had a vision screening test at school on {dt} (Keeler crowded logMAR). The result was "
               "R %.3f, L %.3f, which is outside the pass level of 0.200 in one or both eyes." % (
                   rng.choice([0.275, 0.3, 0.35, 0.4, 0.225]), rng.choice([0.1, 0.15, 0.2, 0.3, 0.375])), {
                   "pn": pn, "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(3, 21)))})
        d.line("\nThis does not necessarily mean there is a problem. We have referred {pn} to the orthoptic "
               "clinic at {h}; they will contact you directly. If you have not heard within 8 weeks please call "
               "{ph}.", {"pn": pn, "h": P(k.hospital, "HOSPITAL"), "ph": P(PL.phone(rng, c, k.town), "PHONE")})
    elif kind == "imms":
        vacc = rng.choice(["HPV", "Td/IPV and MenACWY", "MMR", "flu"])
        d.line("Our records show that {pn} has not received the %s %s offered at {sch} on {dt}. "
               "A catch-up clinic will be held at {cl} on {dt2} between 15:30 and 18:00." % (vacc, v["imm"]), {
                   "pn": pn, "sch": P(k.school, "ORGANIZATION"), "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(20, 60))),
                   "cl": P(rng.choice(BASES), "HOSPITAL"), "dt2": F.D(rng, k, F.days(k.note_date, rng.randint(10, 40)), "weekday")})
        d.line("\nPlease complete the online consent form at {u} using your child's reference {sc}. If you have "
               "questions about ingredients (e.g. gelatine in the nasal flu vaccine Fluenz), please contact us.", {
                   "u": F.url(rng, k, "/imms/consent"),
                   "sc": P(rng.choice(["IMM", "SAI", "CON"]) + "%07d" % rng.randint(0, 9999999), "IDNUM")})
    elif kind == "hearing":
        d.line("{pn}'s hearing was screened at school on {dt} using a sweep test at 20-25 dB. {pn} did not "
               "respond to some sounds in the %s ear. This can be due to a cold or glue ear." % rng.choice(["right", "left"]), {
                   "pn": pn, "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(3, 21)))})
        d.line("\nWe have made a referral to the Audiology Department, {h}. Your referral number is {r}.", {
            "h": P(k.hospital, "HOSPITAL"), "r": F.case_ref(rng, "AUD", k.note_date.year)})
    elif kind == "enuresis":
        d.line("Thank you for contacting us about {pn}'s bedwetting. An appointment has been made at the "
               "{cl} on {dt} at %s. Please bring a completed 2-night wetting diary and a 3-day drinking and "
               "toilet diary (enclosed), and a urine sample in a white-top bottle." % ("%02d:%02d" % (rng.randint(9, 16), rng.choice([0, 15, 30, 45]))), {
                   "pn": pn, "cl": P(rng.choice(["Larkspur Children's Continence Clinic", "Brookvale Bladder & Bowel Service",
                                                 "Harcourt Enuresis Clinic"]), "HOSPITAL"),
                   "dt": F.D(rng, k, F.days(k.note_date, rng.randint(14, 50)), "weekday")})
        d.line("\nBedwetting is common - about 1 in 12 children aged 5 and over wet the bed sometimes, and "
               "{pn} is not alone.", {"pn": pn})
    else:
        d.line("We are the school nursing team for {sch}. We would like {pn} (age {a}) to complete the "
               "Year 7 / secondary school health questionnaire. Please help {pn} log in at {u} with username {un}.", {
                   "sch": P(k.school, "ORGANIZATION"), "pn": pn, "a": P(str(k.age), "AGE"),
                   "u": F.url(rng, k, "/health-questionnaire"), "un": P(k.child.username(rng), "USERNAME")})
        d.line("\nYour child can also text us confidentially on {ph}.", {"ph": P(PL.phone(rng, c, k.town, True), "PHONE")})


def gen(rng, lower, c):
    kind = rng.choice(["ncmp", "vision", "imms", "hearing", "enuresis", "questionnaire"])
    lo, hi = {"ncmp": (4, 11), "vision": (4, 6), "imms": (11, 15), "hearing": (4, 6),
              "enuresis": (5, 11), "questionnaire": (11, 12)}[kind]
    k = people.make_case(rng, c, lo, hi)
    d = Doc(rng, lower)
    base = rng.choice(BASES)
    if c == "US":
        base = base.replace("Centre", "Center")
    bt = rng.choice(PL.TOWNS[c]) if chance(rng, 0.2) else k.town
    d.add([P(F.provider_name(rng, k), "HOSPITAL"), "\n"] if chance(rng, 0.7) else [])
    d.line("School Nursing Team, {b}", {"b": P(base, "HOSPITAL")})
    d.line("{a}", {"a": F.addr(rng, k, street=people.street(rng, c), town=bt, postcode=PL.postcode(rng, c, bt))})
    d.line("Tel: {t}   Fax: {f}", {"t": P(PL.phone(rng, c, bt), "PHONE"), "f": P(PL.phone(rng, c, bt), "FAX")})
    d.line("Email: {e}", {"e": F.org_mail(rng, k)})
    d.t("\n")
    d.line("Our ref: {r}/{i}", {"r": F.doc(k.nurse, "init"), "i": P("%06d" % rng.randint(0, 999999), "IDNUM")})
    d.line("{dt}", {"dt": F.D(rng, k, k.note_date, rng.choice(["uk_long", None] if c not in ("US", "CA") else ["us_long", None]))})
    d.t("\nPRIVATE AND CONFIDENTIAL\n")
    d.line("To the parent/carer of {n}", {"n": F.pt(k, "full")})
    d.line("{a}", {"a": F.addr(rng, k, multiline=True)})
    d.t("\n")
    if chance(rng, 0.5):
        par = k.mum if chance(rng, 0.6) else k.dad
        d.line("Dear {t}{n},", {"t": F.title(par), "n": F.fam(par, "last")})
    else:
        d.t("Dear Parent/Carer,\n")
    d.t("\n")
    d.line("Re: {n}   DOB: {dob}   {s}, %s" % k.yg, {"n": F.pt(k, rng.choice(["full", "upper"])), "dob": F.D(rng, k, k.dob),
                                                   "s": P(k.school, "ORGANIZATION")})
    d.t("\n")
    _body(rng, d, k, kind)
    d.t("\nIf you have any questions please contact the team on the number above, Monday to Friday 9am-4:30pm.\n\n")
    d.t(rng.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "Yours faithfully,\n\n"]))
    d.line("{n}", {"n": F.doc(k.nurse, rng.choice(["full", "mid"]))})
    d.line("%s, %s" % (k.nurse.cred, k.v["nurse_title"]), {})
    if chance(rng, 0.4):
        d.line("{l} {n}", {"l": k.nurse.lic[0], "n": P(k.nurse.lic[1], "LICENSE")})
    if chance(rng, 0.5):
        d.line("cc: {g}, {p}", {"g": ["Dr ", F.doc(k.gp, rng.choice(["full", "last"]))], "p": P(k.gp_practice, "HOSPITAL")})
    return d, k

"""Genre: height and weight screening record (class list or individual growth record)."""
import datetime

import frag as F
import people
import places as PL
from common import Doc, P, chance


def _cat(centile):
    if centile <= 2:
        return "underweight"
    if centile < 85:
        return "healthy weight"
    if centile < 95:
        return "overweight"
    if centile < 99.6:
        return "obese"
    return "severely obese"


def _centile(rng, shift):
    return {-3.0: rng.choice([0.4, 1, 2]), -1.0: rng.choice([9, 15, 25]), 0.0: rng.choice([25, 40, 50, 60, 75]),
            2.0: rng.choice([86, 88, 91, 93]), 4.0: rng.choice([96, 97, 98, 99.2]), 7.0: 99.7}[shift]


def _class_list(rng, d, k):
    c = k.c
    eng = c == "UK" and k.nation == "England"
    prog = "NCMP" if eng else "school height & weight screening"
    grp = k.yg
    d.add(F.service_header(rng, k, "NATIONAL CHILD MEASUREMENT PROGRAMME - MEASUREMENT RECORD" if eng
                           else rng.choice(["HEIGHT AND WEIGHT SCREENING RECORD", "Growth Screening - Class Record",
                                            "BMI SCREENING LOG"])))
    d.line("School: {s}   Class: %s   Session: {dt}" % grp, {"s": P(k.school, "ORGANIZATION"), "dt": F.D(rng, k, k.note_date)})
    d.line("Measured by: {a} and {b}   Equipment: Seca 213 stadiometer, Seca 877 scales SN {sn} (calibrated {cd})", {
        "a": F.doc(k.nurse), "b": F.doc(people.staff(rng, c)),
        "sn": P("%d%s" % (rng.randint(5800000000000, 5899999999999), ""), "DEVICE"),
        "cd": F.D(rng, k, F.days(k.note_date, -rng.randint(20, 300)), rng.choice(["month_year", None]))})
    d.line("Reference: %s. Measured in light clothing, shoes off." % (
        "UK90 BMI centiles (population monitoring thresholds)" if c in ("UK", "IE") else
        "CDC 2000 BMI-for-age" if c == "US" else "WHO 2007 BMI-for-age"), {})
    d.t("\n")
    head = "Pupil | Sex | DOB | %sHt (cm) | Wt (kg) | BMI | Centile | Category\n" % ("Postcode | " if eng else "")
    d.t(head)
    n = rng.randint(7, 12)
    flagged = []
    for i in range(n):
        p = k.child if i == 0 else people.new_person(rng, c)
        dob = k.dob if i == 0 else k.dob + datetime.timedelta(days=rng.randint(-170, 170))
        age = (k.note_date - dob).days / 365.25
        shift = rng.choice([-3.0, -1.0, 0.0, 0.0, 0.0, 0.0, 2.0, 2.0, 4.0, 7.0])
        ht, wt, bmi = F.growth(rng, age, shift)
        cen = _centile(rng, shift)
        nm = P(rng.choice([p.rev(), p.full(), p.upper_rev()]), "PATIENT")
        row = [nm, " | ", p.sex, " | ", F.D(rng, k, dob, "uk" if c not in ("US", "CA") else ("us" if c == "US" else "iso")), " | "]
        if eng:
            row += [P(PL.postcode(rng, c, k.town), "ZIP"), " | "]
        if chance(rng, 0.07):
            row += ["- | - | - | - | absent\n"]
            d.add(row)
            continue
        row += ["%.1f | %.1f | %.1f | %s | %s\n" % (ht, wt, bmi, cen, _cat(cen))]
        d.add(row)
        if cen <= 2 or cen >= 98:
            flagged.append((p, cen))
    d.t("\nFollow-up:\n")
    if not flagged:
        d.t("- No children outside thresholds requiring proactive follow-up.\n")
    for p, cen in flagged[:3]:
        par = people.new_person(rng, c, sex="F", adult=True, origin=p.origin)
        par.last = p.last
        d.line("- {n}: centile %s - proactive call to parent {par} on {ph}; %s" % (cen, rng.choice([
            "offered healthy lifestyle programme", "advised GP review", "declined further support",
            "no answer - letter sent"])), {"n": P(p.first if chance(rng, 0.5) else p.full(), "PATIENT"), "par": F.fam(par),
                                           "ph": P(PL.phone(rng, c, k.town, True), "PHONE")})
    d.line("Opt-outs received: %d (parents may withdraw up to the day of measurement)." % rng.randint(0, 4), {})
    d.line("Data uploaded to %s by {u} on {dt}." % ("the NCMP system" if eng else "the child health system"), {
        "u": P(people.staff(rng, c).username(rng), "USERNAME"), "dt": F.D(rng, k, F.days(k.note_date, rng.randint(1, 10)))})
    d.line("Results letters sent {dt}; feedback webpage {u}", {"dt": F.D(rng, k, F.days(k.note_date, rng.randint(14, 40))),
                                                              "u": F.url(rng, k, "/ncmp-results" if eng else "/screening-results")})


def _individual(rng, d, k):
    c = k.c
    d.add(F.service_header(rng, k, rng.choice(["GROWTH MONITORING RECORD", "Height & Weight Screening - Individual Record",
                                               "School Nurse Growth Review"])))
    d.line("Name: {n}   DOB: {dob}   Sex: %s" % k.child.sex, {"n": F.pt(k, rng.choice(["full", "rev", "upper"])),
                                                         "dob": F.D(rng, k, k.dob)})
    d.line("{ids}", {"ids": F.id_line(rng, k, 2)})
    d.line("School: {s}   %s" % k.yg, {"s": P(k.school, "ORGANIZATION")})
    d.line("Reason: %s" % rng.choice(["referred by class teacher - appears thin", "parent concern about weight gain",
                                      "on stimulant medication (methylphenidate) - growth monitoring",
                                      "faltering growth flagged at previous screening",
                                      "short stature query; mid-parental height calculated"]), {})
    d.t("\nDate | Age | Height (cm) | Weight (kg) | BMI | BMI centile\n")
    shift = rng.choice([-3.0, -1.0, 2.0, 4.0, 7.0])
    dts = sorted({F.days(k.note_date, -rng.randint(0, 4) * 365 - rng.randint(0, 60)) for _ in range(4)})
    for dt in dts:
        age_y = (dt - k.dob).days / 365.25
        ht, wt, bmi = F.growth(rng, age_y, shift)
        am = int(round((age_y - int(age_y)) * 12)) % 12
        d.line("{dt} | {a} | %.1f | %.1f | %.1f | %s" % (ht, wt, bmi, _centile(rng, shift)), {
            "dt": F.D(rng, k, dt), "a": P("%dy %dm" % (int(age_y), am), "AGE")})
    mh = rng.uniform(160, 182)
    d.line("\nMother's height %d cm, father's height %d cm (reported by {m}); mid-parental height centile ~%d." % (
        int(mh - 6), int(mh + 6), rng.choice([25, 50, 75])), {"m": F.parent_ref(rng, k)[1]})
    d.line("Diet: %s. Activity: %s." % (rng.choice(["3 meals, snacks after school", "skips breakfast, school lunch",
                                                     "picky eater, limited range (ARFID query)", "large portions, sugary drinks"]),
                                        rng.choice(["walks to school", "football twice weekly", "little outside PE",
                                                    "dance classes at weekends"])), {})
    d.line("Plan: %s Review {dt}." % rng.choice([
        "plot on growth chart (RCPCH/UK90, WHO or CDC as locally used) and share with GP.", "refer to community paediatrics via GP (BMI < 0.4th).",
        "healthy weight programme referral (family consent).", "repeat measurement in 3 months; no action now."]), {
        "dt": F.D(rng, k, F.days(k.note_date, rng.randint(60, 120)))})
    d.line("{g}", {"g": F.gp_line(rng, k)})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse, dated=k.note_date))
    d.t("\n")


def gen(rng, lower, c):
    cl = chance(rng, 0.6)
    if cl and c == "UK":
        lo, hi = rng.choice([(4, 4), (10, 10)])
    else:
        lo, hi = (4, 14)
    k = people.make_case(rng, c, lo, hi)
    d = Doc(rng, lower)
    if cl:
        _class_list(rng, d, k)
    else:
        _individual(rng, d, k)
    return d, k

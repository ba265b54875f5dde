"""Genre: emotional wellbeing / health drop-in session summary (several pupils, one session)."""
import datetime

import frag as F
import people
import places as PL
from common import Doc, P, chance

LEAD = {"UK": "DSL", "IE": "DLP", "US": "school counselor", "CA": "guidance counsellor", "AU": "wellbeing lead",
        "NZ": "guidance counsellor"}
HELP = {"UK": "Childline and Shout text service", "IE": "Childline (ISPCC) and text service", "US": "crisis text line",
        "CA": "Kids Help Phone", "AU": "Kids Helpline and headspace", "NZ": "Youthline and Need to Talk"}
APPS = ["Snapchat", "Instagram", "TikTok", "WhatsApp", "Discord", "BeReal", "Xbox Live"]


def _pupil(rng, k):
    p = people.new_person(rng, k.c)
    while True:
        dob = k.dob + datetime.timedelta(days=rng.randint(-700, 700))
        age = (k.note_date - dob).days * 4 // 1461
        if 12 <= age <= 17:
            return p, age


def _entry(rng, d, k, i, p, age, staff_pool):
    c = k.c
    kinds = ["exam", "friend", "vape", "mood", "sleep", "body", "grief", "bully"]
    if age >= 14:
        kinds.append("ccard")
    if p.sex == "F":
        kinds.append("period")
    kind = rng.choice(kinds)
    pr = "her" if p.sex == "F" else "him"
    new = chance(rng, 0.55)
    form = rng.choice(["full", "first", "init", "full"])
    nm = {"full": p.full(), "first": p.first, "init": p.initials(True)}[form]
    d.line("%d. {n} (%s, {a}) - %s" % (i, PL.year_group(c, k.nation, age), "new" if new else "follow-up"), {
        "n": P(nm, "PATIENT"), "a": P(str(age), "AGE")})
    if kind == "exam":
        d.line("   Exam stress (mocks), not sleeping, stomach aches mornings. GAD-7 = %d. Breathing/grounding "
               "techniques (5-4-3-2-1), revision timetable with tutor {t}. Review {dt}." % rng.randint(6, 15), {
                   "t": F.doc(rng.choice(staff_pool), "last") if chance(rng, 0.5) else F.doc(rng.choice(staff_pool)),
                   "dt": F.D(rng, k, F.days(k.note_date, 7), rng.choice(["wd_short", None]))})
    elif kind == "friend":
        fr = people.new_person(rng, c, sex=p.sex)
        d.line("   Fallen out with best friend {f}; group chat on %s excluding %s. Discussed friendship "
               "skills; restorative meeting offered via pastoral lead {pl}." % (rng.choice(APPS), pr), {
                   "f": P(fr.first, "FAMILY"), "pl": F.doc(rng.choice(staff_pool))})
    elif kind == "ccard":
        d.line("   C-Card registration {cc}; Fraser competent (assessed). Condoms issued; chlamydia/gonorrhoea "
               "postal kit ordered via {u}. Relationship healthy, partner same age.", {
                   "cc": P("CC%s%05d" % (rng.choice(["-", "", "/"]), rng.randint(0, 99999)), "IDNUM"),
                   "u": F.url(rng, k, "/sexualhealth/kits")})
    elif kind == "vape":
        d.line("   Vaping ~1 disposable (600 puffs) every 2 days, buys from older brother's friend {f} "
               "({fa}). Wants to stop. Very Brief Advice given; not eligible for NRT under 12 weeks "
               "discussion; stop-smoking service at {c} signposted.", {
                   "f": P(people.new_person(rng, c, sex="M").first, "FAMILY"), "fa": P(str(rng.randint(16, 19)), "AGE"),
                   "c": P(rng.choice(["Harcourt Health Centre", "Kestrel Lane Surgery", "Bayside Community Clinic",
                                      "Parkview Health Hub"]), "HOSPITAL")})
    elif kind == "mood":
        par = people.new_person(rng, c, sex=rng.choice("FM"), adult=True, origin=p.origin)
        par.last = p.last
        d.line("   Low mood 3 months, withdrawing, passive thoughts of \"not being here\"; no plan or intent. "
               "Discussed with %s {dsl} same day. Parent {par} called on {ph} - agreed %s appt and %s "
               "referral. Safety plan; %s details given." % (LEAD[c], k.v["gp"], "CAMHS" if c in ("UK", "IE", "AU") else "counselling",
                                                             HELP[c]), {
                   "dsl": F.doc(rng.choice(staff_pool)), "par": P(par.full(), "FAMILY"),
                   "ph": P(PL.phone(rng, c, k.town, True), "PHONE")})
    elif kind == "sleep":
        d.line("   Gaming until 2-3am on {app} with online friends (one is {h}); late most days. Sleep "
               "diary; devices out of bedroom plan with {mum}.", {
                   "app": rng.choice(["Fortnite", "Roblox", "Minecraft", "Call of Duty"]),
                   "h": P(rng.choice(["shadowfox", "n00bslayer", "kiwi_kid", "ghost.rider"]) + str(rng.randint(1, 99)), "USERNAME"),
                   "mum": k.v["mum"].lower()})
    elif kind == "body":
        d.line("   Body image, skipping lunch, compares self to influencers. Weight/BMI not measured (pupil "
               "declined). SCOFF 2/5. Food diary offered; monitor; inform %s if weight loss or "
               "restriction worsens." % ("GP" if c != "US" else "pediatrician"), {})
    elif kind == "grief":
        rel = rng.choice(["grandad", "nan", "uncle", "grandmother", "cousin"])
        dd = F.days(k.note_date, -rng.randint(10, 80))
        d.line("   Bereavement - %s {r} died {dt}. Anniversary of funeral at {ch} coming up. Referred to "
               "school counsellor {sc}; Winston's Wish leaflets." % rel, {
                   "r": P(people.new_person(rng, c, sex="F" if rel in ("nan", "grandmother") else "M" if rel != "cousin"
                                            else None, adult=True, origin=p.origin).first, "FAMILY"),
                   "dt": F.D(rng, k, dd, rng.choice(["day_month", None])),
                   "ch": P(rng.choice(F.PO.CLUBS[c] + ["St Mark's Church", "Holy Trinity Church"]), "ORGANIZATION"),
                   "sc": F.doc(rng.choice(staff_pool))})
    elif kind == "period":
        d.line("   Painful periods, missing school 1-2 days/month. Mefenamic acid discussed - needs GP. "
               "Period products from the Red Box; heat pad.", {})
    else:
        d.line("   Being called names about accent since moving from {co}; reported to %s {h}. "
               "Self-esteem work; EAL support." % ("Head of Year" if c in ("UK", "AU", "NZ") else
                                                   "year head" if c == "IE" else "guidance counselor"), {
                   "co": F.country(rng, p.origin),
                   "h": [F.title(rng.choice(staff_pool)), F.doc(rng.choice(staff_pool), "last")]})
    return kind


def gen(rng, lower, c):
    k = people.make_case(rng, c, 12, 17)
    d = Doc(rng, lower)
    staff_pool = [people.staff(rng, c) for _ in range(4)]
    d.add(F.service_header(rng, k, rng.choice(["DROP-IN SESSION SUMMARY", "Health & Wellbeing Drop-in - Session Summary",
                                               "SCHOOL NURSE DROP-IN: SESSION RECORD"])))
    d.line("School: {s}", {"s": P(k.school, "ORGANIZATION")})
    d.line("Date: {dt}   Time: 12:%02d-13:%02d   Venue: {v}" % (rng.choice([15, 20, 30]), rng.choice([10, 20, 30])), {
        "dt": F.D(rng, k, k.note_date, rng.choice(["weekday", None, None])),
        "v": rng.choice([F.room(rng), ["library quiet room"], F.room(rng)])})
    d.line("Staff: {n}, %s; {s2} (%s)" % (k.nurse.cred, rng.choice(["student nurse, observing", "HCA", "youth worker",
                                                                   "school counsellor"])), {
        "n": F.doc(k.nurse), "s2": F.doc(people.staff(rng, c))})
    n = rng.randint(3, 6)
    d.line("Pupils seen: %d (%d signposting only). Consent: verbal; confidentiality and its limits explained." % (
        n, rng.randint(0, 2)), {})
    d.t("\n")
    kinds = []
    first = True
    for i in range(1, n + 1):
        if first:
            p, age = k.child, k.age
            first = False
        else:
            p, age = _pupil(rng, k)
        kinds.append(_entry(rng, d, k, i, p, age, staff_pool))
    d.t("\n")
    if "mood" in kinds or chance(rng, 0.3):
        d.line("Safeguarding: %s" % rng.choice(["one concern logged (see record of concern).",
                                                 "DSL informed re pupil 1; no further action.", "none."]), {})
    d.line("Themes this half-term: %s." % rng.choice(["exam anxiety, vaping, friendships",
                                                     "sleep and gaming, body image", "low mood, online conflict",
                                                     "sexual health, relationships"]), {})
    d.line("Next drop-in: {dt}", {"dt": F.D(rng, k, F.days(k.note_date, 7), rng.choice(["weekday", None]))})
    if chance(rng, 0.4):
        d.line("Pupils can also text the school nurse on {ph} (%s) or visit {u}" % ("ChatHealth" if c == "UK" else "text line"), {
            "ph": P("07%s 555 %s" % (rng.randint(100, 999), rng.randint(100, 999)) if c == "UK" else PL.phone(rng, c, k.town, True), "PHONE"),
            "u": F.url(rng, k, rng.choice(["/wellbeing", "/young-people", "/schoolnursing"]))})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse))
    d.t("\n")
    if chance(rng, 0.5):
        d.line("Stats entered to %s by {u}" % rng.choice(["SystmOne", "RiO", "the activity tracker"] if c == "UK" else
                                                        ["the activity tracker", "the PHN database", "the clinic EMR"]),
               {"u": P(k.nurse.username(rng), "USERNAME")})
    return d, k

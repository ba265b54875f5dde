"""Genre: adolescent HEADSS psychosocial assessment."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

HANDLES = ["skater", "gamer", "moonchild", "vibes", "xo", "official", "drip", "nightowl", "lil", "the_real",
           "hurler", "dancer", "art", "cloud"]


def handle(ctx, rng):
    f = gen.ascii_fold(ctx.pt.first).lower()
    h = rng.choice(HANDLES)
    k = rng.randint(0, 3)
    return [f + "_" + h, h + "." + f + str(rng.randint(1, 99)), f[:3] + h + str(rng.randint(2005, 2012)),
            "x" + f + "x" + str(rng.randint(1, 9))][k]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (12 * 365, 18 * 365 - 30))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    doc = ctx.clin(rng.choice(["MD", "DO", "CPNP", "MD, FSAHM"]) if us else rng.choice(["MRCPI", "MICGP", "MB BCh BAO"]))
    site = rng.choice([ctx.clinic, rng.choice(["{r} Adolescent Medicine Clinic", "{r} Youth Health Service",
                                               "{r} Teen Health Center", "{r} Young Persons' Clinic"]).format(
        r=rng.choice(pools.US_HOSP_ROOTS if us else pools.IE_HOSP_ROOTS))])
    d.line(rng.choice(["ADOLESCENT PSYCHOSOCIAL ASSESSMENT (HEADSS)", "HEEADSSS ASSESSMENT",
                       "Adolescent Health Visit - HEADSS screen", "CONFIDENTIAL ADOLESCENT INTERVIEW (HEADSSS)"]))
    d.line("{s}", s=P(site, "HOSPITAL"))
    C.pt_header(ctx, d, rng, fields=rng.choice([("name", "dob", "mrn"), ("name", "age", "sex", "mrn"),
                                                ("name", "dob", "acct")]))
    d.line("Seen on {dt} by {c}{x}", dt=kw["today"], c=ctx.dr(doc),
           x=rng.choice(["", "", " with medical student", " (telephone follow-up booked)"]))
    d.line("Preferred name: {n}; pronouns {p}.", n=ctx.pt.n("nick") if ctx.pt.nick else ctx.pt.n(rng.choice(["first", "f_li"])),
           p=rng.choice(["he/him", "she/her", "they/them", "she/they"]) if rng.random() < 0.3 else
           ("he/him" if ctx.pt.sex == "M" else "she/her"))
    d.line("Seen alone for the interview after confidentiality and its limits were explained; {rel} {cg} in waiting room.",
           rel=kw["rel"], cg=kw["cg"])
    d.t("\n")
    d.line("Presenting concern: {x}", x=rng.choice([
        "low mood and not sleeping for 2 months", "headaches and missing school", "weight loss, skipping meals",
        "referred by {gp} after self-harm disclosed to school counsellor", "routine adolescent review",
        "sports injury follow-up; HEADSS done opportunistically"]).replace("{gp}", kw["gp"]))
    d.t("\n")
    sib = ctx.child()
    sib.age = rng.randint(6, 22)
    d.line("H - HOME")
    k = rng.randint(0, 2)
    if k == 0:
        d.line("Lives with {rel} and {orel} and {sb} {s} ({a}) in a {h} in {c}.", rel=kw["rel"], orel=kw["orel"],
               sb="brother" if sib.sex == "M" else "sister", s=sib.n("first"), a=P(str(sib.age), "AGE"),
               h=rng.choice(["rented apartment", "council house", "3-bed semi", "townhouse", "farmhouse"]), c=kw["city"])
    elif k == 1:
        d.line("Parents separated {y}. Lives week-about between {rel} in {c} and {orel} {o} in {c2}.",
               y=ctx.D(gen.add_days(ctx.visit, -rng.randint(400, 2500)), "year"), rel=kw["rel"], c=kw["city"],
               orel=kw["orel"], o=kw["op"], c2=P(rng.choice(pools.US_PLACES)[0] if us else rng.choice(pools.IE_PLACES)[0], "CITY"))
    else:
        d.line("In kinship care with maternal aunt {a} since {y}; {rel} visits on Sundays.",
               a=ctx.adult("F", "aunt").n("fl"), y=ctx.D(gen.add_days(ctx.visit, -rng.randint(300, 1500)),
                                                         rng.choice(["month_year", "year"])), rel=kw["rel"])
    d.line("Relationships at home: " + rng.choice(["good with {rel}, arguments with {orel} about phone use",
                                                       "close to {sb}", "tense since {orel} lost job as {opjob}",
                                                       "feels unheard"]), rel=kw["rel"], orel=kw["orel"],
           sb=sib.n("first"), opjob=kw["opjob"])
    d.t("\n")
    d.line("E - EDUCATION / EMPLOYMENT")
    ay = min(max(ctx.age_y, 12), 17)
    if us:
        yr = "%s grade" % {7: "7th", 8: "8th", 9: "9th", 10: "10th", 11: "11th", 12: "12th"}[ay - 5]
    else:
        yr = {12: "1st year", 13: "2nd year", 14: "3rd year (Junior Cycle)", 15: "Transition Year",
              16: "5th year", 17: "6th year (Leaving Cert)"}[ay]
    d.line("{yr} at {s}. Grades {g}. Favourite subject {f}.", yr=yr, s=kw["school"],
           g=rng.choice(["mostly Bs", "dropped this term", "As and Bs", "failing 2 subjects"]),
           f=rng.choice(["art", "biology", "PE", "history", "maths", "Irish" if not us else "Spanish"]))
    if rng.random() < 0.6:
        tch = ctx.adult(rng.choice("MF"), "teacher")
        d.line("Gets on well with {t} ({s} teacher){x}.", t=[ctx.title(tch), tch.n("last")],
               s=rng.choice(["English", "maths", "guidance", "science", "music"]),
               x=rng.choice(["", "; has a 504 plan" if us else "; has SNA support", ""]))
    if ctx.age_y >= 14 and rng.random() < 0.75:
        job = rng.choice(pools.TEEN_JOBS)
        d.line("Works part-time as a {j} at {e}, {h} h/week.", j=P(job, "PROFESSION"),
               e=P(rng.choice(["Rocco's Pizzeria", "the Lakeview Cinema", "Castlegate SuperValu" if not us else "Castlegate Market",
                               "Sunny Days Day Camp", "Burke's Cafe", "Greenhouse Grocers"]), "ORGANIZATION"),
               h=str(rng.randint(6, 20)))
    d.line("Absences: {n} this term.", n=rng.choice(["none", "1 day", "%d days" % rng.randint(2, 25)]))
    d.t("\n")
    d.line("E - EATING")
    d.line(rng.choice(["Eats 3 meals/day, no concerns.", "Skips breakfast and lunch; restricts to 800 kcal/day; "
                       "exercises 2 h/day. SCOFF 3/5.", "Binge episodes weekly, no purging.",
                       "Vegetarian since last year, takes B12."]))
    d.t("\n")
    d.line("A - ACTIVITIES")
    club = rng.choice(pools.CLUBS).format(t=ctx.city)
    fr = ctx.child("friend")
    fr.last = rng.choice(pools.US_SURNAMES if us else pools.IE_SURNAMES)
    d.line("Member of {cl}; best friend {f}. Screen time ~{h} h/day, mostly {app}.", cl=P(club, "ORGANIZATION"),
           f=fr.n(rng.choice(["first", "fl"])), h=str(rng.randint(2, 9)),
           app=rng.choice(["TikTok", "Snapchat", "Instagram", "YouTube", "online gaming (Fortnite)", "Discord"]))
    if rng.random() < 0.7:
        d.line("Social media handle shared voluntarily: {u} (for safety plan contacts only).", u=P(handle(ctx, rng), "USERNAME"))
    if rng.random() < 0.3:
        d.line("Attends youth group at {c}.", c=P(rng.choice(pools.CHURCHES), "ORGANIZATION"))
    d.t("\n")
    d.line("D - DRUGS")
    d.line(rng.choice(["Denies tobacco, vaping, alcohol, cannabis.", "Vapes daily (nicotine 20 mg/ml pods) since last year.",
                       "Alcohol at parties monthly, binge up to 6 drinks. CRAFFT 2.",
                       "Cannabis at weekends with older friends. CRAFFT 3.", "Tried alcohol once; none since."]))
    d.t("\n")
    d.line("S - SEXUALITY")
    k = rng.randint(0, 3)
    pa = ctx.child("partner")
    pa.last = rng.choice(pools.US_SURNAMES if us else pools.IE_SURNAMES)
    pa_age = ctx.age_y + rng.randint(-1, 4)
    if k == 0:
        d.line("Not sexually active. Identifies as {o}.", o=rng.choice(["straight", "bisexual", "gay", "unsure"]))
    elif k == 1:
        d.line("In a relationship with {p} ({a}) for {m} months; sexually active, condoms inconsistently. "
               "LMP {l}. Offered LARC.", p=pa.n("first"), a=P(str(pa_age), "AGE"), m=str(rng.randint(2, 14)),
               l=ctx.dt(-rng.randint(5, 40), rng.choice([ctx.dstyle, "md_us" if us else "dm_ie"])))
    elif k == 2:
        d.line("Partner {p} is {a}; age difference noted and discussed; no coercion disclosed. Safeguarding considered.",
               p=pa.n("fl"), a=P(str(ctx.age_y + rng.randint(4, 8)), "AGE"))
    else:
        d.line("Declined to discuss today.")
    d.t("\n")
    d.line("S - SUICIDE / DEPRESSION / SELF-HARM")
    phq = rng.randint(2, 24)
    d.line("PHQ-A {p}/27{x}. " + rng.choice(["No current suicidal ideation.", "Passive SI last week, no plan or intent.",
                         "Superficial cutting to forearms, last episode {dt}.", "ASQ screen negative."]),
           p=str(phq), x=", item 9 positive" if phq > 15 else "", dt=ctx.dt(-rng.randint(2, 30)))
    if phq > 15:
        d.line("Safety plan completed with {n}; crisis lines discussed; means restriction advised to {rel}.",
               n=ctx.pt.n("first"), rel=kw["rel"])
    d.t("\n")
    d.line("S - SAFETY")
    d.line(rng.choice(["Wears seat belt. No weapons at home.", "Cyberbullying in a group chat; screenshots saved.",
                       "Feels safe at home and school.", "Rides e-scooter without helmet."]))
    if ctx.age_y >= 16 and rng.random() < 0.5:
        if us:
            d.line("Has learner's permit ({st} permit # {l}); drives family car, plate {v}.", st=P(ctx.st, "STATE"),
                   l=P(ctx.st[0] + gen.digits(rng, 8), "LICENSE"), v=P(gen.us_plate(rng), "VEHICLE"))
        else:
            d.line("Learner permit no. {l}; practising in {rel}'s car, reg {v}.", l=P(gen.digits(rng, 9), "LICENSE"),
                   rel=kw["rel"], v=P(gen.ie_reg(rng), "VEHICLE"))
    d.t("\n")
    d.line("IMPRESSION / PLAN")
    d.w("{age} {sex} with ", age=kw["age"], sex=kw["sex"])
    d.line(rng.choice(["moderate depressive symptoms and school refusal.", "low psychosocial risk.",
                       "restrictive eating - bloods, ECG and orthostatic vitals ordered.",
                       "risky substance use; brief intervention given."]))
    cam = ctx.adult(rng.choice("MF"), "counsellor")
    k = rng.randint(0, 2)
    if k == 0:
        d.line("- Referral to {s} ({x}).", s=P(rng.choice(["Northside Youth Project", "Kinship Care Network",
                                                           "Open Minds Counselling", "Horizon Teen Services"]), "ORGANIZATION"),
               x="CAMHS wait-list letter sent" if not us else "behavioral health, warm handoff")
    elif k == 1:
        d.line("- School counsellor {c} contacted with consent ({p}).", c=cam.n("fl"), p=P(ctx.site_phone(), "PHONE"))
    else:
        d.line("- Follow-up with me on {dt}.", dt=ctx.dt(rng.choice([7, 14, 21, 28])))
    d.line("- Confidential contact: {p} (own mobile); may text.", p=P(ctx.phone(mobile=True), "PHONE"))
    if rng.random() < 0.4:
        d.line("- Parent proxy access to the portal restricted for confidentiality; teen account {u}.",
               u=P(gen.ascii_fold(ctx.pt.first).lower() + "." + gen.ascii_fold(ctx.pt.last).lower()[:5] + str(rng.randint(1, 9)), "USERNAME"))
    d.t("\n")
    C.e_sign(ctx, d, doc, rng)
    return d, ctx

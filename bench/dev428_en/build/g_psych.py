"""Genre: clinical psychology letter."""
import dt
import clin
import common
import names
import orgs
from nb import P, an

GENRE = "clinical_psychology_letter"
CASE_ARGS = dict(min_days=365 * 2, max_days=365 * 21)

CONCERNS_PRE = [
    "distress and clinginess before hospital appointments",
    "frustration and tantrums when not understood by adults outside the family",
    "sleep disruption since the last admission",
    "parental worry about how to answer questions from other children",
]
CONCERNS_LIP = [
    "worries about the appearance of {his} lip and nose, particularly in photographs",
    "being asked \"what happened to your lip?\" by other children",
]
CONCERNS_CHILD = [
    "anxiety before hospital appointments, including tearfulness and poor sleep the night before",
    "reluctance to speak in class because of how {his} voice sounds",
    "some name-calling on the school bus",
    "difficulty separating from {mum} at the school gate",
]
CONCERNS_TEEN = [
    "low mood and avoidance of social events since starting at {school}",
    "distress about nasal asymmetry and wanting surgery \"as soon as possible\"",
    "unkind comments posted under {his} social media account (username {user})",
    "worry about the upcoming orthognathic assessment and time off college",
    "feeling different from friends and reluctant to date",
]


def write(nb, c):
    rng = c.rng
    ps = c.st("psych")
    y = c.years()
    his = "his" if c.pt.sex == "M" else "her"
    he = "he" if c.pt.sex == "M" else "she"
    common.letterhead(nb, c, c.sp("Clinical Psychology, Cleft Lip and Palate Service", "Pediatric Psychology, Craniofacial Team"))
    nb.t("\n")
    ldate = dt.workday(dt.add(c.enc, rng.randint(1, 14)))
    nb.f("Date: {d}\n", d=c.d(ldate))
    to = rng.randrange(3) if y < 16 else rng.choice([0, 2])
    if to == 0:
        gp = c.st("gp")
        nb.f("{t} {g}\n{pr}\n", t=gp.title, g=c.staff_name("gp", "full"), pr=P(c.practice, "HOSPITAL"))
        nb.emit(c.addr(c.practice_place, sep="\n"))
        nb.f("\n\nDear {t} {g},\n\n", t=gp.title, g=c.staff_name("gp", "last"))
    elif to == 1:
        nb.f("To the parents of {n}\n", n=c.pt_name("full"))
        nb.emit(c.addr(c.home, sep="\n"))
        nb.f("\n\nDear {m} and {d},\n\n", m=c.fam("mum"), d=c.fam("dad"))
    else:
        nb.f("{n}\n", n=c.pt_name("full"))
        nb.emit(c.addr(c.home, sep="\n"))
        nb.f("\n\nDear {n},\n\n", n=c.pt_name("first"))
    nb.f("Re: {n}, DOB {dob}, {hl} {hno}\n\n", n=c.pt_name("full"), dob=c.dob_p(), hl=c.hlabel(),
         hno=P(c.id("hno"), "HEALTHPLAN"))
    who = rng.choice([["with ", his, " mother ", c.fam("mum")], ["with ", his, " father ", c.fam("dad")],
                      ["on ", his, " own and then jointly with mum"], ["with both parents"]])
    nb.f("I saw {n} in the psychology clinic at {h} on {d}, ", n=c.pt_name("first"),
         h=P(rng.choice([c.centre, c.community]), "HOSPITAL"), d=c.dw(c.enc))
    nb.emit(who)
    nb.f(". {n} is {art} {a}-year-old {g} born with {dx}", n=c.pt_name("first"), a=P(str(y), "AGE"),
         art="an" if y in (8, 11, 18) else "a",
         g="boy" if c.pt.sex == "M" else "girl", dx=c.dx[0])
    if c.syndrome:
        nb.f(" and {s}", s=c.syndrome)
    nb.t(". ")
    nb.t(rng.choice(["The appointment was a routine psychological screen at the MDT review.",
                     "The referral came from the cleft nurse after concerns were raised in clinic.",
                     "The family requested this appointment themselves."]) + "\n\n")
    nb.t("Presenting concerns\n")
    if y < 5:
        pool = CONCERNS_PRE
    elif y < 12:
        pool = CONCERNS_CHILD + (CONCERNS_LIP if c.dx[4] else [])
    else:
        pool = [x for x in CONCERNS_TEEN if c.dx[4] or "nasal" not in x]
    user = names.username(rng, c.pt).replace(".", "_")
    for cn in rng.sample(pool, rng.randint(2, 3)):
        parts = []
        txt = cn.replace("{his}", his)
        nb.t("- ")
        for seg in _split(txt):
            if seg == "{school}":
                nb.p(c.school, "ORGANIZATION")
            elif seg == "{user}":
                nb.p(user, "USERNAME")
            elif seg == "{mum}":
                nb.p(c.mum.first, "FAMILY")
            else:
                nb.t(seg)
        nb.t("\n")
    nb.t("\nBackground\n")
    nb.f("{n} lives in {city} with ", n=c.pt_name("first"), city=P(c.home.city, "CITY"))
    nb.emit(rng.choice([["mum ", c.fam("mum"), ", who works as " + an(c.mum_job) + " ", P(c.mum_job, "PROFESSION")],
                        ["both parents; dad ", c.fam("dad"), " is " + an(c.dad_job) + " ", P(c.dad_job, "PROFESSION")],
                        ["mum, her partner ", P(names.make_person(rng, c.country, "M", middle_p=0).first, "FAMILY"),
                         " and younger sibling ", c.fam("sib")]]))
    nb.f(". {hecap} attends {s}", hecap=he.capitalize(), s=P(c.school, "ORGANIZATION"))
    if y >= 15 and rng.random() < 0.6:
        job, emp = rng.choice([("sales assistant", "Greenway Supermarkets"), ("waiter", "{r} Hotel"),
                               ("lifeguard", "{r} Leisure Centre"), ("football coach", "{r} Juniors FC"),
                               ("care assistant", "{r} Care Homes"), ("kitchen assistant", "Harbourside Café")])
        nb.f(" and works weekends as {a} {j} at {e}", a=an(job), j=P(job, "PROFESSION"),
             e=P(orgs.fill(rng, emp), "ORGANIZATION"))
    nb.t(". ")
    if rng.random() < 0.5:
        nb.f("Best friend {f} has been a good support. ", f=P(names.make_person(rng, c.country, middle_p=0).first, "FAMILY"))
    if rng.random() < 0.4:
        nb.f("The family spent {h} with relatives in {co}, which {he} enjoyed. ",
             h=c.holiday()
             if rng.random() < 0.7 else P(dt.month_year(dt.add(c.enc, -rng.randint(30, 200)), rng), "DATE"),
             co=P(c.origin_country, "COUNTRY"), he=he)
    nb.t("\n\nAssessment\n")
    for sc in rng.sample(clin.SCALES_PSY[:4] + clin.SCALES_PSY[6:], 2):
        nb.t("%s: %s\n" % (sc, rng.choice(["total difficulties 18 (high)", "within normal range",
                                           "elevated on social anxiety subscale", "borderline",
                                           "appearance scale 62/100", "score 9 (mild)"])))
    nb.t("\nFormulation and plan\n")
    nb.f("{n}'s worries seem ", n=c.pt_name("first"))
    nb.t(rng.choice(["understandable in the context of upcoming surgery and are maintained by avoidance. ",
                     "to relate mainly to social situations rather than appearance per se. ",
                     "to be reducing; the family are using strategies from our previous sessions. "]))
    plan = rng.choice(["We agreed to meet for 4 sessions of CBT-informed work focusing on social skills (\"explain, reassure, distract\"). ",
                       "I have suggested a preparation visit to the ward before surgery. ",
                       "No further psychology input needed at present; open door for the family. "])
    nb.t(plan)
    if plan.startswith("No further"):
        nb.f("I will see {n} again at the routine MDT review.\n", n=c.pt_name("first"))
    else:
        nb.f("Next appointment {d}.\n", d=c.dw(dt.add(c.enc, rng.randint(14, 60))))
    if rng.random() < 0.3:
        nb.f("With consent I will contact {h}'s pastoral lead, {p}.\n", h=P(c.school, "ORGANIZATION"),
             p=P(names.make_person(rng, c.country, middle_p=0).full(), "FAMILY"))
    nb.t("\n")
    common.signature(nb, c, "psych", style=3)
    nb.f("Supervised by {t} {n}\n", t="Dr", n=P(names.make_person(rng, c.country).full(), "DOCTOR")) if rng.random() < 0.2 else None
    common.typist_line(nb, c, "psych", when=ldate)
    common.cc_block(nb, c, rng.sample(["gp", "parents", "surgeon", "cns", "file"], rng.randint(1, 3)))


def _split(txt):
    out = []
    buf = ""
    i = 0
    while i < len(txt):
        if txt[i] == "{":
            j = txt.index("}", i)
            if buf:
                out.append(buf)
                buf = ""
            out.append(txt[i:j + 1])
            i = j + 1
        else:
            buf += txt[i]
            i += 1
    if buf:
        out.append(buf)
    return out

"""Genres: school liaison letter, parent telephone log."""
import datetime as dt

from core import NB, P, job, pick, maybe, add_days, digits, letters, age_parts, fdate, WDAYS, an
import countries as C
import clin
import blocks
import pools
from ctx import dob_for

YEARS = {"UK": ["Reception", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6", "Year 7", "Year 8", "Year 9"],
         "IE": ["Junior Infants", "Senior Infants", "1st Class", "2nd Class", "3rd Class", "4th Class", "5th Class"],
         "US": ["Kindergarten", "1st grade", "2nd grade", "3rd grade", "4th grade", "5th grade", "6th grade"],
         "CA": ["JK", "SK", "Grade 1", "Grade 2", "Grade 3", "Grade 4", "Grade 5", "Grade 6"],
         "AU": ["Prep", "Foundation", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"],
         "NZ": ["Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6", "Year 7"],
         "ZA": ["Grade R", "Grade 1", "Grade 2", "Grade 3", "Grade 4", "Grade 5"],
         "IN": ["UKG", "Class 1", "Class 2", "Class 3", "Class 4", "Class 5"]}


def school_letter(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 4 * 365 + 60, 14 * 365)
    ctx.make_family(dob)
    dx = clin.Dx(r)
    ld = ctx.date_between(add_days(dob, 4 * 365 + 30), min(add_days(dob, 14 * 365), dt.date(2024, 12, 10)))
    yrs = age_parts(dob, ld)[0]
    level = "secondary" if yrs >= 11 else "primary"
    author = pick(r, ["nurse", "slt", "psych"])
    blocks.letterhead(nb, ctx, pick(r, ["Cleft Lip and Palate Service", "Regional Cleft Team", "Craniofacial Program"]))
    nb.ln("{d}", d=ctx.d(ld, "long"))
    nb.ln("")
    if maybe(r, 0.5):
        nb.ln("PRIVATE AND CONFIDENTIAL")
    teacher = ctx.person()
    trole = pick(r, ["Class Teacher", "SENCO", "Headteacher", "Special Educational Needs Coordinator"] if ctx.uk else
                 ["Classroom Teacher", "Principal", "School Counselor", "Resource Teacher"])
    ttitle = pick(r, ["Mrs", "Ms", "Miss"]) if teacher.sex == "F" else "Mr"
    nb.ln("{t} {n}, {r}", t=ttitle, n=P("FAMILY", teacher.name("full")), r=trole)
    sch = ctx.school(level)
    nb.ln("{s}", s=sch)
    sa = ctx.address()
    sa["city"] = ctx.addr["city"] if maybe(r, 0.6) else sa["city"]
    nb.ln("{a}", a=ctx.addr_pieces(sa, sep="\n"))
    nb.ln("")
    nb.ln("Dear {t} {n},", t=ttitle, n=P("FAMILY", teacher.last))
    nb.ln("")
    cls = pick(r, YEARS[c])
    nb.ln("Re: {n}, date of birth {d}, {k}", n=P("PATIENT", ctx.pt.name(pick(r, ["full", "fml"]))), d=ctx.d(dob, "long"), k=cls)
    nb.ln("")
    nb.ln("I am writing with the permission of {n}'s parents, {m} and {f}, to share some information that may help {him} at school.",
          n=P("PATIENT", ctx.pt.first), m=P("FAMILY", ctx.mum.first), f=P("FAMILY", ctx.dad.first), him=ctx.pt.him)
    nb.ln("")
    nb.ln("{n} was born with {art} {x}, which was repaired in infancy at {h}. {he} is reviewed regularly by our team, which includes "
          "surgeons, speech and language therapists, orthodontists, audiologists and psychologists.",
          n=P("PATIENT", ctx.pt.first), art=an(dx.long), x=dx.long, h=ctx.H("cleft"), he=ctx.pt.he.capitalize())
    nb.ln("")
    topics = r.sample(["speech", "hearing", "surgery", "teasing", "eating"], r.randint(2, 4))
    for tp in topics:
        if tp == "speech":
            nb.ln("Speech: " + pick(r, ["some sounds (p, b, t, d) may sound weak or nasal. Please do not ask {p} to repeat words many times; "
                                          "model the correct word back instead.",
                                          "{p} attends weekly speech therapy at {h}; home practice sheets will come in {his} bag.",
                                          "speech is now clear in most situations, but may become nasal when tired."]),
                  p=P("PATIENT", ctx.pt.first), h=P("HOSPITAL", "%s Child Development Centre" % pick(r, pools.PLACE_WORDS)),
                  his=ctx.pt.his)
        elif tp == "hearing":
            nb.ln("Hearing: children with cleft palate often have glue ear. " + pick(r, [
                "Please seat {p} near the front, away from noisy equipment, and check understanding of instructions.",
                "{p} wears hearing aids; the Teacher of the Deaf, {t}, will visit the school this term.",
                "{p} has grommets; swimming is allowed with a headband."]),
                p=P("PATIENT", ctx.pt.first), t=P("FAMILY", ctx.person().name("full")))
        elif tp == "surgery":
            opd = add_days(ld, r.randint(14, 90))
            nb.ln("Surgery: {p} is due to have {o} at {h} on {d}. {he} will need about {w} weeks off school, returning around {b}. "
                  "Please avoid contact sports, and PE until {e}.", p=P("PATIENT", ctx.pt.first),
                  o=pick(r, ["an alveolar bone graft", "a lip revision", "a palate re-repair", "surgery to improve speech (pharyngoplasty)"]),
                  h=ctx.H("cleft"), d=ctx.d(opd, pick(r, ["wk", "long"])), he=ctx.pt.he.capitalize(), w=pick(r, ["2", "2-3", "3"]),
                  b=ctx.d(add_days(opd, r.randint(14, 21)), pick(r, ["long", "num"])), e=ctx.d(add_days(opd, 42), "num"))
        elif tp == "teasing":
            nb.ln("Wellbeing: {p} has told us about comments from other children about {his} {x}. We would be grateful if the school could "
                  "keep an eye on this and let us know of any concerns. Our psychologist, {d}, is happy to talk to staff.",
                  p=P("PATIENT", ctx.pt.first), his=ctx.pt.his, x=pick(r, ["lip", "nose", "speech", "scar", "teeth"] if dx.has_lip else ["speech", "voice", "teeth"]),
                  d=ctx.doc("psych", "full"))
        else:
            nb.ln("Eating: after palate surgery {p} may need soft foods and extra time at lunch; a water bottle should be allowed in class.",
                  p=P("PATIENT", ctx.pt.first))
        nb.ln("")
    if c == "US" and maybe(r, 0.5):
        nb.ln("We would support consideration of an IEP or 504 plan for speech and hearing accommodations.")
        nb.ln("")
    nb.ln("Please contact me on {p} or at {e} if you have any questions.", p=P("PHONE", ctx.staff(author).phone),
          e=P("EMAIL", ctx.staff(author).email))
    nb.ln("")
    nb.ln(pick(r, ["Yours sincerely,", "Kind regards,", "Best wishes,"]))
    nb.ln("")
    ctx.signoff(nb, author, lic=maybe(r, 0.5), contact=False)
    nb.ln("")
    nb.ln("cc: {m} and {f} (parents); {sn}, School Nurse; {g}", m=P("FAMILY", ctx.mum.name("full")),
          f=P("FAMILY", ctx.dad.name("full")), sn=P("DOCTOR", ctx.person().name("full")), g=ctx.doc("gp", "full"))
    return nb


def phone_log(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 10, 15 * 365)
    ctx.make_family(dob)
    dx = clin.Dx(r)
    start = ctx.date_between(add_days(dob, 5), min(add_days(dob, 15 * 365), dt.date(2024, 11, 1)))
    nb.ln(pick(r, ["TELEPHONE CONTACT LOG - CLEFT NURSING TEAM", "Parent Telephone Log", "CLEFT ADVICE LINE - CALL RECORD",
                   "Telephone Encounter Log (Craniofacial)"]))
    blocks.pt_header(nb, ctx, start, style=pick(r, ["line", "table"]), addr=False)
    nb.ln("Dx: {x}", x=dx.short + (" + " + dx.syndrome if dx.syndrome else ""))
    nb.ln("-" * pick(r, [48, 56, 60]))
    n_entries = r.randint(3, 6)
    d = start
    users = {}
    dstyle = pick(r, ["num", "short"])
    months = age_parts(dob, start)[1]
    pool = [1, 2, 3, 4, 5, 6, 8, 9]
    pool += [0, 0] if months < 12 else []
    pool += [7, 7] if months >= 24 else []
    pool = sorted(set(pool))
    topics = r.sample(pool, min(n_entries, len(pool)))
    for i in range(n_entries):
        d = add_days(d, r.randint(0 if i else 0, 9))
        role = pick(r, ["nurse", "nurse", "slt", "coord", "surgeon"])
        s = ctx.staff(role)
        if role not in users:
            users[role] = (s.p.first[0] + s.p.last).lower().replace("'", "").replace("-", "").replace(" ", "")[:8] + digits(r, pick(r, [0, 1, 2]))
        tm = "%02d:%02d" % (r.randint(8, 18), r.randint(0, 59))
        inc = maybe(r, 0.65)
        who = pick(r, ["mum", "mum", "dad", "gran"])
        whoword = {"mum": ctx.mum_word().lower(), "dad": "father", "gran": "grandmother"}[who]
        num = {"mum": ctx.mum_mobile, "dad": ctx.dad_mobile, "gran": C.phone(r, c, "land")}[who]
        nb.ln("{d} {t}  {io}", d=ctx.d(d, dstyle), t=tm, io="INCOMING" if inc else "OUTGOING")
        if inc:
            nb.ln("Caller: {n} ({w}) on {p}", n=ctx.fam(who, pick(r, ["full", "first"])), w=whoword, p=P("PHONE", num))
        else:
            nb.ln("Called {w} {n} on {p}{x}", w=whoword, n=ctx.fam(who, "first"), p=P("PHONE", num),
                  x=pick(r, ["", " - no answer, voicemail left", " (2nd attempt)"]))
        topic = topics[i % len(topics)]
        if topic == 0:
            nb.ln("Concern: milk coming down nose with feeds since {w}. Using {f}. Wet nappies OK.",
                  w=P("DATE", pick(r, WDAYS)), f=pick(r, clin.FEEDERS))
            nb.ln("Advice: slow the flow, feed more upright, wind every 30 ml. Weight check with {h} {n}.",
                  h=ctx.sp("HV", "PHN"), n=P("DOCTOR", ctx.staff("hv").p.name("full")))
        elif topic == 1:
            nb.ln("Concern: palate wound - small white patches and bad breath POD {n}. Afebrile, drinking.", n=str(r.randint(3, 9)))
            nb.ln("Advice: normal healing slough; continue water after feeds. Photo sent to {e}.",
                  e=P("EMAIL", "cleftnurses@" + pick(r, ["example.org", "nhs.example.net", "example.com"])))
        elif topic == 2:
            nb.ln("Request: change of address - now living at {a}.", a=ctx.addr_pieces(ctx.address()))
            nb.ln("Updated on PAS. New home number {p}.", p=P("PHONE", C.phone(r, c, "land")))
        elif topic == 3:
            lang = pick(r, pools.LANGUAGES)
            nb.ln("{l} interpreter via {o}, interpreter ID {i}. Appointment for {d} explained.", l=lang,
                  o=P("ORGANIZATION", pick(r, ["Lingua Bridge", "Tongues Direct", "VoiceLink Interpreting", "ClearWord Language Services"])),
                  i=P("IDNUM", digits(r, pick(r, [5, 6]))), d=ctx.d(add_days(d, r.randint(3, 40)), "long"))
        elif topic == 4:
            nb.ln("Parking: family requested a permit for the multi-storey; car reg {v}. Sent to {e}.", v=P("VEHICLE", C.vehicle(r, c)),
                  e=P("EMAIL", C.email(r, pick(r, [ctx.mum, ctx.dad]))))
        elif topic == 5:
            nb.ln("{m} asks whether surgery can be moved - {f} cannot get leave from {e} where {he} works as {j}.",
                  m=P("FAMILY", ctx.mum.first), f=P("FAMILY", ctx.dad.first), e=ctx.employer(), he="he",
                  j=job(ctx.dad_job))
            nb.ln("Passed to the waiting list office ({p}).", p=P("PHONE", C.phone(r, c, "hosp")))
        elif topic == 6:
            nb.ln("Asked about travel over {h}: flying to {k} on {d}. OK to fly; carry the surgical letter.",
                  h=P("DATE", pick(r, ["Christmas", "Easter", "Eid", "Diwali", "Thanksgiving", "the Easter holidays"])),
                  k=P("COUNTRY", pick(r, pools.COUNTRIES_OTHER)), d=ctx.d(add_days(d, r.randint(5, 60)), "num"))
        elif topic == 7:
            nb.ln("Speech: {n} still using glottal stops; local SLT {s} has a waiting list until {m}.",
                  n=P("PATIENT", ctx.pt.first), s=P("DOCTOR", ctx.person().name("full")),
                  m=P("DATE", fdate(add_days(d, r.randint(40, 200)), "Month_y")))
        elif topic == 8:
            nb.ln("Portal: parent could not log in to {u}; password reset, username {x}.", u=P("URL", "https://" + pick(r, [
                "myhealth.example.org", "portal.example.net/login", "patients.example.com/cleft"])),
                  x=P("USERNAME", (ctx.mum.first[0] + ctx.mum.last).lower().replace("'", "").replace("-", "").replace(" ", "") + digits(r, 2)))
        else:
            nb.ln("Grommet fell out (found on pillow). No discharge or pain. Advised routine ENT review {d}.",
                  d=ctx.d(add_days(d, r.randint(14, 60)), "num"))
        nb.ln("Outcome: {o}", o=pick(r, ["advice given, parent happy", "advise given, parent happy", "call back tomorrow", "for CNS home visit",
                                         "discussed with %s" % "the on-call registrar", "letter to follow", "no further action"]))
        nb.ln("Logged by: {u} ({n}, {t})", u=P("USERNAME", users[role]), n=P("DOCTOR", s.p.name(pick(r, ["full", "fL", "Fl"]))),
              t={"nurse": "CNS", "slt": "SLT", "coord": "Coordinator", "surgeon": pick(r, ["Consultant", "Surgeon"])}[role])
        nb.ln("-" * 40)
    return nb

"""Genres: audiology/ENT letter, MDT clinic summary."""
import datetime as dt

from core import NB, P, job, pick, maybe, add_days, digits, letters, age_parts
import countries as C
import clin
import blocks
import pools
from ctx import dob_for

FREQS = ["250", "500", "1k", "2k", "4k"]


def _visit(ctx, r, lo, hi):
    dob = dob_for(r, lo + 30, hi + 900)
    ctx.make_family(dob)
    vd = ctx.date_between(add_days(dob, lo), min(add_days(dob, hi), dt.date(2024, 12, 20)))
    return dob, vd


def audiology(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob, vd = _visit(ctx, r, 200, 11 * 365)
    dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CP_HS", "CP_S", "SMCP"])
    ent, aud = ctx.staff("ent"), ctx.staff("audio")
    blocks.letterhead(nb, ctx, pick(r, ["Paediatric Audiology", "Department of ENT / Otolaryngology",
                                        "Children's Hearing Service", "Joint Cleft ENT & Audiology Clinic"]) if ctx.uk else
                      pick(r, ["Pediatric Audiology", "Otolaryngology - Head & Neck Surgery", "Craniofacial Hearing Clinic"]))
    nb.ln("{d}", d=ctx.d(add_days(vd, r.randint(0, 9)), "long"))
    nb.ln("")
    to_gp = maybe(r, 0.6)
    if to_gp:
        g = ctx.staff("gp")
        nb.ln("{t} {n}", t=g.title, n=P("DOCTOR", g.p.name("full")))
        nb.ln("{h}", h=ctx.H("gp"))
        nb.ln("{a}", a=ctx.addr_pieces(ctx.address()))
        nb.ln("")
        nb.ln("Dear Dr {n},", n=P("DOCTOR", g.p.last))
    else:
        nb.ln("To the parents of {n}", n=P("PATIENT", ctx.pt.name("full")))
        nb.ln("{a}", a=ctx.addr_pieces(ctx.addr, sep="\n"))
        nb.ln("")
        nb.ln("Dear {t} {n},", t=ctx.mum.title, n=P("FAMILY", ctx.mum.last))
    nb.ln("")
    nb.ln("Re: {n}, DOB {d}", n=P("PATIENT", ctx.pt.name(pick(r, ["full", "CAPS", "Lf"]))), d=ctx.d(dob))
    for lab, v in blocks.id_pairs(ctx):
        nb.ln("    {l}: {v}", l=lab, v=v)
    nb.ln("")
    wmum = maybe(r, 0.7)
    nb.f("I saw {n} in the {cl} on {d} with {w} {m}. ", n=P("PATIENT", ctx.pt.first),
         cl=pick(r, ["cleft ENT clinic", "audiology clinic", "joint cleft hearing clinic"]), d=ctx.d(vd, "long"),
         w=ctx.mum_word().lower() if wmum else ctx.dad_word().lower(),
         m=P("FAMILY", ctx.mum.first if wmum else ctx.dad.first))
    nb.ln("{n} has {x}.", n=ctx.pt.he.capitalize(), x=dx.text(r, False))
    g1 = add_days(dob, r.randint(150, 500))
    hist = pick(r, [["Grommets were inserted on ", ctx.d(g1, "long"), " at the time of palate repair and the right one has extruded."],
                    ["There is a history of recurrent otitis media, with ", str(r.randint(3, 8)), " episodes treated with amoxicillin this year."],
                    ["Newborn hearing screening was a clear response bilaterally; parents report inconsistent responses at home."],
                    ["Bilateral grommets (", ctx.d(g1), ") both extruded; snoring but no witnessed apnoeas."]])
    nb.ln("{h}", h=hist)
    nb.ln("")
    nb.ln("Examination")
    nb.ln("Otoscopy: R {x}; L {y}.", x=pick(r, ["grommet in situ and patent", "intact, dull retracted TM", "normal", "wax, partly obscured"]),
          y=pick(r, ["intact, dull with fluid level", "grommet in canal, TM healed", "normal", "small posterior retraction pocket"]))
    nb.ln("Tympanometry: R type {a} (ECV {e1} ml), L type {b} (ECV {e2} ml).", a=pick(r, ["A", "B", "C", "B"]),
          b=pick(r, ["A", "B", "C", "B"]), e1="%.1f" % (r.randint(3, 14) / 10), e2="%.1f" % (r.randint(3, 14) / 10))
    imp = r.randint(0, 3)
    lv = {0: (25, 35, 25, 35), 1: (35, 50, 5, 15), 2: (5, 15, 5, 15), 3: (25, 40, 20, 35)}[imp]
    method = pick(r, ["VRA (soundfield)", "play audiometry", "pure tone audiometry", "insert-earphone VRA"])
    nb.ln("{m}:", m=method)
    nb.ln("  Hz     " + "  ".join("%4s" % f for f in FREQS))
    for ear in ("R", "L"):
        base = r.randint(lv[0], lv[1]) if ear == "R" else r.randint(lv[2], lv[3])
        nb.ln("  {e} AC   " + "  ".join("%4d" % max(0, base + r.randint(-5, 5)) for _ in FREQS) + "  dB HL", e=ear)
    if maybe(r, 0.4):
        nb.ln("  Bone conduction (masked) 0-10 dB HL across frequencies.")
    nb.ln("")
    nb.ln("Impression: {x}", x=["bilateral mild conductive hearing loss consistent with otitis media with effusion.",
                                "right-sided moderate conductive loss; left within normal limits.",
                                "hearing within normal limits for speech frequencies.",
                                "persistent OME despite previous grommets; Eustachian tube dysfunction typical of cleft palate."][imp])
    nb.ln("")
    nb.ln("Plan")
    choice = 2 if imp == 2 else r.randint(0, 2)
    if choice == 0:
        nb.ln("- Hearing aids fitted today: {m}.", m=pick(r, clin.HEARING_AIDS))
        nb.ln("  Serial numbers: R {a}, L {b}.", a=P("DEVICE", "%s%s" % (digits(r, 4), letters(r, 1) + digits(r, 3))),
              b=P("DEVICE", "%s%s" % (digits(r, 4), letters(r, 1) + digits(r, 3))))
        nb.ln("  Earmould order {o}; repairs via {h} on {p}.", o=P("IDNUM", "EM" + digits(r, 6)), h=ctx.H("local"),
              p=P("PHONE", C.phone(r, c, "land")))
    elif choice == 1:
        nb.ln("- Listed for {x} with {s}.", x=pick(r, ["bilateral grommets (Shah)", "right grommet and adenoid assessment",
                                                     "long-term T-tubes (Goode)"]), s=ctx.doc("ent", "last"))
        nb.ln("- Pre-op assessment {d}; waiting list number {w}.", d=ctx.d(add_days(vd, r.randint(20, 120))),
              w=P("IDNUM", "WL%s" % digits(r, 7)))
    else:
        nb.ln("- Watchful waiting; review with repeat audiometry in {x} months.", x=str(pick(r, [3, 4, 6])))
    if maybe(r, 0.6):
        td = ctx.person()
        nb.ln("- With consent I have informed {t} {n} (Teacher of the Deaf, {s}) and {sch}; preferential seating advised.",
              t=pick(r, ["Mrs", "Ms", "Mr"]), n=P("FAMILY", td.last), s=pick(r, ["Sensory Support Service", "Visiting Teacher Service"]),
              sch=ctx.school(pick(r, ["nursery", "primary"])))
    nb.ln("- Next review {d}.", d=ctx.d(add_days(vd, r.randint(60, 200)), pick(r, ["long", "Month_y"])))
    nb.ln("")
    nb.ln(pick(r, ["Yours sincerely,", "Kind regards,", "With best wishes,"]))
    nb.ln("")
    ctx.signoff(nb, "audio" if maybe(r, 0.5) else "ent", contact=maybe(r, 0.6))
    if maybe(r, 0.5):
        nb.ln("Dictated but not checked. {t}", t=ctx.typist("ent"))
    blocks.cc_block(nb, ctx, roles=pick(r, [("surgeon",), ("slt",), ("gp", "slt")]) if to_gp is False else ("slt",),
                    parents=to_gp)
    return nb


def mdt(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    clinic_type = pick(r, ["5-year audit clinic", "10-year audit clinic", "general cleft MDT clinic", "15-year audit clinic",
                           "pre-school speech clinic", "20-year audit clinic"])
    ages = {"5-year": 5, "10-year": 10, "15-year": 15, "20-year": 20, "pre-school": 3}
    a = next((v for k, v in sorted(ages.items()) if clinic_type.startswith(k)), r.randint(1, 14))
    dob, vd = _visit(ctx, r, a * 365, a * 365 + 300)
    dx = clin.Dx(r)
    yrs = age_parts(dob, vd)[0]
    nb.ln("{x}", x=pick(r, ["CLEFT MULTIDISCIPLINARY CLINIC - SUMMARY", "Cleft MDT Clinic Outcome",
                             "CRANIOFACIAL TEAM CLINIC NOTE", "Multidisciplinary Cleft Clinic: Team Summary"]))
    nb.ln("Clinic: {t}   Date: {d}   Venue: {h}, {rm} {n}", t=clinic_type, d=ctx.d(vd), h=ctx.H("cleft"),
          rm=pick(r, ["Room", "Clinic room", "Suite"]), n=P("LOCATION_OTHER", str(r.randint(1, 30))))
    if maybe(r, 0.35):
        nb.ln("Outreach clinic held at {h}, {b}.", h=ctx.H("local"), b=P("LOCATION_OTHER", pick(r, ["Hawthorn Building", "Level 3 Outpatients Pod B", "Old Nurses' Home", "Riverside Wing"])))
    nb.ln("")
    blocks.pt_header(nb, ctx, vd, style=pick(r, ["table", "line", "label"]), addr=maybe(r, 0.5), acct=c == "US")
    nb.ln("Diagnosis: {x}", x=dx.text(r))
    blocks.parents_line(nb, ctx, phones=maybe(r, 0.4))
    nb.ln("")
    roles = ["surgeon", "slt", "ortho", "nurse", "psych", "audio", "coord"]
    rng_roles = roles if maybe(r, 0.5) else [x for x in roles if maybe(r, 0.8)]
    nb.ln("Present:")
    for role in rng_roles:
        s = ctx.staff(role)
        nb.ln("  {n} - {t}", n=[s.title + " " if s.title else "", P("DOCTOR", s.p.name(pick(r, ["full", "fml"])))],
              t=ctx.role_title(role))
    if maybe(r, 0.4):
        nb.ln("  {n} - student {x} (observing)", n=P("DOCTOR", ctx.person().name("full")), x=pick(r, ["nurse", "SLT", "dentist"]))
    nb.ln("")
    nb.ln("SURGICAL")
    nb.ln("{x}", x=pick(r, ["Lip scar mature; mild vermilion notch. Nasal asymmetry, no intervention now.",
                           "Small anterior fistula (3 mm) at the junction of hard and soft palate; asymptomatic.",
                           "Palate intact, good length and movement on phonation.",
                           "Parents keen on lip revision; advised to wait until the patient can take part in the decision."]))
    nb.ln("SPEECH ({s})", s=P("DOCTOR", ctx.staff("slt").p.name("ini")))
    nb.ln("{x}", x=pick(r, ["CAPS-A recording completed: hypernasality 1, no nasal emission, no CSCs.",
                           "Moderate hypernasality with audible nasal emission; videofluoroscopy recommended.",
                           "Speech within normal limits; discharge from routine SLT with audit reviews only.",
                           "Backing and glottal stops persisting; continues local therapy."]))
    nb.ln("ORTHODONTIC / DENTAL")
    nb.ln("{x}", x=pick(r, ["%s; no treatment indicated yet. GDP registered." % clin.goslon(r),
                           "Crossbite on the cleft side; expansion before ABG.",
                           "Caries risk high - referral to paediatric dentistry; fluoride varnish applied.",
                           "Hypodontia UL2; interim denture discussed."]))
    nb.ln("HEARING")
    nb.ln("{x}", x=pick(r, ["Tympanometry type A bilaterally; hearing normal.", "Left grommet in situ; right type B. ENT review in 3 months.",
                           "Wears bilateral aids (Oticon Play PX) consistently."]))
    nb.ln("PSYCHOLOGY")
    psy = pick(r, ["No concerns raised. SDQ total %d (close to average)." % r.randint(3, 14),
                   "{n} reports name-calling at school about {his} " + ("lip" if dx.has_lip else "speech") + "; agreed to a school liaison letter.",
                   "{m} describes anxiety about the next operation; offered appointment with the team psychologist.",
                   "Screening completed; {n} is happy and doing well in {y}."])
    nb.ln(psy, n=P("PATIENT", ctx.pt.first), his=ctx.pt.his, m=[ctx.mum_word() + " ", P("FAMILY", ctx.mum.first)],
          y=pick(r, ["Year 1", "Year 5", "Grade 4", "3rd class", "Year 10", "senior infants"]))
    if yrs >= 15 and maybe(r, 0.6):
        nb.ln("SOCIAL")
        nb.ln("{n} is studying at {s} and works weekends as {j}. Lives with {m} in {ct}.", n=P("PATIENT", ctx.pt.first),
              s=ctx.school("secondary"), j=job(pick(r, pools.PROFESSIONS)), m=ctx.fam("mum", "first"),
              ct=P("CITY", ctx.addr["city"]))
    if maybe(r, 0.3):
        nb.ln("Genetics: {x}{i}).", x=pick(r, ["microarray normal (sample ", "22q11.2 FISH negative (lab ref ",
                                                "IRF6 testing pending (ref "]),
              i=P("IDNUM", "%s%s/%s" % (pick(r, ["G", "MG", "CYT"]), digits(r, 2), digits(r, 5))))
    nb.ln("")
    nb.ln("ACTIONS")
    nb.ln("  " + "Action".ljust(38) + "Owner".ljust(24) + "Due")
    actions = [("Nasendoscopy + videofluoroscopy", "slt"), ("Letter to school re teasing", "psych"),
               ("Orthodontic records (5-yr index)", "ortho"), ("Audiology review", "audio"),
               ("Psychology appointment", "psych"), ("Clinical photographs", "coord"), ("Repeat CAPS-A recording", "slt"),
               ("Referral to paediatric dentist", "ortho"), ("Genetics referral", "surgeon"), ("Book surgery", "surgeon"),
               ("Home visit", "nurse")]
    for act, orole in r.sample(actions, r.randint(2, 4)):
        owner = ctx.staff(orole)
        nm = owner.p.name(pick(r, ["full", "Fl", "fL"]))
        nb.ln("  {a}{o}{pad}{d}", a=act.ljust(38), o=P("DOCTOR", nm), pad=" " * max(2, 24 - len(nm)),
              d=ctx.d(add_days(vd, r.randint(14, 180)), pick(r, ["num", "Month_y"])))
    nb.ln("")
    nb.ln("Next MDT review: {d}", d=ctx.d(add_days(vd, r.randint(180, 730)), pick(r, ["Month_y", "num", "long"])))
    co = ctx.staff("coord")
    nb.ln("Summary prepared by {n}, {t} - {p} / {e}", n=P("DOCTOR", co.p.name("full")), t=ctx.role_title("coord"),
          p=P("PHONE", co.phone), e=P("EMAIL", co.email))
    if maybe(r, 0.4):
        nb.ln("Photographs: medical illustration job {j}", j=P("IDNUM", "MI-%s-%s" % (digits(r, 2), digits(r, 5))))
    if maybe(r, 0.3):
        nb.ln("Family parking: car reg {v} added to the clinic permit list.", v=P("VEHICLE", C.vehicle(r, c)))
    return nb

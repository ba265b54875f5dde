"""Genre: psychology review letter (own addition)."""
import datetime as dt

from core import NB, P, job, pick, maybe, add_days, digits, age_parts, NUMWORDS
import countries as C
import clin
import blocks
import pools
from ctx import dob_for


def psychology(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 5 * 365, 19 * 365)
    ctx.make_family(dob)
    dx = clin.Dx(r)
    vd = ctx.date_between(add_days(dob, 5 * 365 + 30), min(add_days(dob, 19 * 365), dt.date(2024, 12, 1)))
    yrs = age_parts(dob, vd)[0]
    ps = ctx.staff("psych")
    blocks.letterhead(nb, ctx, pick(r, ["Clinical Psychology - Cleft Service", "Paediatric Psychology Service" if ctx.uk else
                                        "Pediatric Psychology", "Cleft Psychology Team"]))
    nb.ln("{d}", d=ctx.d(add_days(vd, r.randint(1, 14)), "long"))
    nb.ln(pick(r, ["PRIVATE AND CONFIDENTIAL", "Confidential - not for school files", "CONFIDENTIAL"]))
    nb.ln("")
    to_par = maybe(r, 0.5)
    if to_par:
        nb.ln("{t} {m}{x}", t=ctx.mum.title, m=P("FAMILY", ctx.mum.name("full")),
              x=["", ""] if maybe(r, 0.5) else [" and ", ctx.dad.title, " ", P("FAMILY", ctx.dad.name("full"))])
        nb.ln("{a}", a=ctx.addr_pieces(ctx.addr, sep="\n"))
        nb.ln("")
        nb.ln("Dear {m},", m=ctx.fam("mum", "first") if maybe(r, 0.5) else [ctx.mum.title + " ", P("FAMILY", ctx.mum.last)])
    else:
        g = ctx.staff("gp")
        nb.ln("{t} {n}, {h}", t=g.title, n=P("DOCTOR", g.p.name("full")), h=ctx.H("gp"))
        nb.ln("")
        nb.ln("Dear Dr {n},", n=P("DOCTOR", g.p.last))
    nb.ln("")
    nb.ln("Re: {n} (DOB {d}){x}", n=P("PATIENT", ctx.pt.name(pick(r, ["full", "fml"]))), d=ctx.d(dob),
          x=["", ""] if maybe(r, 0.4) else [", ", blocks.id_pairs(ctx)[0][0], " ", P("MRN", ctx.mrn)])
    nb.ln("")
    with_who = pick(r, ["mum", "dad", "both", "alone"] if yrs >= 12 else ["mum", "dad", "both"])
    ww = {"mum": [" and %s mother, " % ctx.pt.his, ctx.fam("mum", "first")],
          "dad": [" and %s father, " % ctx.pt.his, ctx.fam("dad", "first")],
          "both": [" with %s parents, " % ctx.pt.his, ctx.fam("mum", "first"), " and ", ctx.fam("dad", "first")],
          "alone": [" on %s own for most of the session" % ctx.pt.his]}[with_who]
    age_bits = [P("AGE", str(yrs)), pick(r, [" years old", "-year-old", ""])] if maybe(r, 0.7) else [P("AGE", NUMWORDS[yrs]), " years old"]
    nb.ln("I met {n}, now {a}{w}, on {d} at {h}{mode}.", n=P("PATIENT", ctx.pt.first), a=age_bits, w=ww,
          d=ctx.d(vd, pick(r, ["long", "wk"])), h=ctx.H("cleft"), mode=pick(r, ["", " (video)", " in the cleft clinic"]))
    nb.ln("{n} was referred from the MDT clinic because of {x}.", n=P("PATIENT", ctx.pt.first),
          x=pick(r, ["worries about the appearance of %s lip and nose" % ctx.pt.his, "reluctance to speak in class",
                     "anxiety before the alveolar bone graft", "low mood and social withdrawal",
                     "sleep difficulties and hospital-related fears", "teasing at school"]))
    nb.ln("")
    nb.ln("Background")
    sib2 = ctx.person(last=ctx.pt.last, middle_p=0)
    nb.ln("{n} has {x}. {he} lives with {m} in {ct} with {sib} ({a1}){s2}.", n=P("PATIENT", ctx.pt.first), x=dx.long,
          he=ctx.pt.he.capitalize(), m=[ctx.mum_word().lower() + " ", ctx.fam("mum", "first")], ct=P("CITY", ctx.addr["city"]),
          sib=ctx.fam("sib", "first"), a1=P("AGE", str(r.randint(1, 18))),
          s2=["", ""] if maybe(r, 0.5) else [" and ", P("FAMILY", sib2.first), " (", P("AGE", str(r.randint(1, 18))), ")"])
    if maybe(r, 0.6):
        nb.ln("{m} works as {j}{e}. {f}, who is {fj}, {x}.", m=P("FAMILY", ctx.mum.first), j=job(ctx.mum_job),
              e=["", ""] if maybe(r, 0.5) else [" at ", ctx.employer()], f=P("FAMILY", ctx.dad.first), fj=job(ctx.dad_job),
              x=pick(r, ["lives nearby and has regular contact", "works away during the week", "is at home", "lives in " + "another town"]))
    if maybe(r, 0.3):
        nb.ln("The family moved from {k} when {n} was {a}.", k=P("COUNTRY", pick(r, pools.COUNTRIES_OTHER)), n=P("PATIENT", ctx.pt.first),
              a=P("AGE", str(r.randint(1, max(1, yrs - 1)))))
    lvl = "secondary" if yrs >= 11 else "primary"
    nb.ln("{n} attends {s}. {x}", n=P("PATIENT", ctx.pt.first), s=ctx.school(lvl),
          x=pick(r, ["Academically doing well; has a small group of close friends.",
                     "Acadmically on track; enjoys art and swimming.",
                     "Teachers report %s is quiet in class; reading at expected level." % ctx.pt.he,
                     "Attendance 88% this year, mostly hospital appointments.",
                     "Has an IEP for speech; enjoys football and drama."]))
    if yrs >= 15 and maybe(r, 0.6):
        nb.ln("{n} works on Saturdays as {j} at {e}.", n=P("PATIENT", ctx.pt.first), j=job(pick(r, pools.PROFESSIONS[:40])),
              e=ctx.employer())
    if maybe(r, 0.35):
        nb.ln("{h}, {a}, has a {x}.", h=pick(r, ["A cousin", "An uncle", "Grandmother"]) if False else pick(r, ["Maternal grandmother", "Paternal uncle"]),
              a=[P("FAMILY", ctx.gran.name("full")), ", aged ", P("AGE", str(r.randint(45, 95)))],
              x=pick(r, ["repaired cleft lip", "cleft palate", "history of depression"]))
    nb.ln("")
    nb.ln("Assessment")
    for m in r.sample(clin.PSYCH_MEASURES, r.randint(1, 3)):
        nb.ln("- {m}: {s}", m=m, s=pick(r, ["total %d (slightly raised)" % r.randint(14, 19), "total %d (close to average)" % r.randint(2, 13),
                                             "appearance subscale %d/100" % r.randint(30, 90), "T-score %d" % r.randint(45, 72)]))
    nb.ln("")
    nb.ln("Formulation")
    nb.ln("{x}", x=pick(r, ["Appearance-related self-consciousness maintained by avoidance (hiding behind hair, not smiling in photos).",
                           "Anticipatory anxiety about surgery linked to a difficult previous admission, with sleep disruption.",
                           "Mood within the normal range; distress is situational and linked to specific comments from peers.",
                           "Parental anxiety is high; %s is protective and speaks for %s in consultations." % ("mum" if ctx.uk else "mom", ctx.pt.him)]))
    nb.ln("")
    nb.ln("Plan")
    nb.ln("1. {k} sessions of CBT-informed work ({x}), starting {d}.", k=pick(r, ["Four", "Six", "Three", "4", "6"]),
          x=pick(r, ["social skills and 'explain-reassure-distract' scripts", "graded exposure", "preparation for surgery with play specialist"]),
          d=ctx.d(add_days(vd, r.randint(7, 60)), pick(r, ["long", "num"])))
    nb.ln("2. {x}", x=pick(r, ["Letter to school (with consent) about teasing.", "Liaison with %s, play specialist, before admission." % "the ward",
                              "Parent session for coping with questions from others.", "Review at next MDT clinic."]))
    if maybe(r, 0.35):
        nb.ln("3. Group day for young people with a cleft at {h} on {d}.", h=ctx.H("cleft"), d=ctx.d(add_days(vd, r.randint(20, 150)), "long"))
    nb.ln("")
    nb.ln("Risk: {x}", x=pick(r, ["no risk to self or others identified.", "no thoughts of self-harm reported; safety plan shared.",
                                   "no safeguarding concerns."]))
    nb.ln("")
    nb.ln(pick(r, ["Yours sincerely,", "With kind regards,", "Best wishes,"]))
    nb.ln("")
    ctx.signoff(nb, "psych", contact=maybe(r, 0.7))
    if maybe(r, 0.4):
        nb.ln("Supervised by {t} {n}, {x}", t="Dr", n=P("DOCTOR", ctx.person().name("full")),
              x=pick(r, ["Consultant Clinical Psychologist", "Principal Psychologist"]))
    blocks.cc_block(nb, ctx, roles=("nurse",) if to_par else ("nurse", "surgeon"), parents=not to_par)
    return nb

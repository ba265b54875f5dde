"""Genres: speech assessment, orthodontic review."""
import datetime as dt

from core import NB, P, job, an, pick, maybe, add_days, digits, letters, age_parts
import countries as C
import clin
import blocks
import pools
from ctx import dob_for


def _history(nb, ctx, dx, r):
    """Surgical history line with dated repairs."""
    bits = []
    if dx.has_lip:
        bits += ["lip repair ", ctx.d(add_days(ctx.dob, r.randint(85, 190)), pick(r, ["num", "Month_y"]))]
    if dx.has_palate:
        if bits:
            bits.append(", ")
        bits += ["palate repair ", ctx.d(add_days(ctx.dob, r.randint(200, 400)), pick(r, ["num", "Month_y"]))]
    if not bits:
        bits = ["no surgery to date"]
    return bits


def speech(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 500, 12 * 365)
    ctx.make_family(dob)
    dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CP_HS", "CP_S", "SMCP"])
    ad = ctx.date_between(add_days(dob, 18 * 30), min(add_days(dob, 12 * 365), dt.date(2024, 12, 20)))
    us = c in ("US", "CA")
    slt = ctx.staff("slt")
    if maybe(r, 0.6):
        blocks.letterhead(nb, ctx, pick(r, ["Speech and Language Therapy - Cleft Service", "Cleft Speech Therapy",
                                            "Speech-Language Pathology, Craniofacial Program"]))
    nb.ln(pick(r, ["CLEFT SPEECH ASSESSMENT REPORT", "Speech and Language Therapy Assessment",
                   "SPEECH-LANGUAGE EVALUATION (CLEFT/VPI)", "Perceptual Speech Assessment - CAPS-A"]))
    nb.ln("")
    blocks.pt_header(nb, ctx, ad, style=pick(r, ["table", "label", "line"]), addr=maybe(r, 0.5), acct=us and maybe(r, 0.6))
    nb.ln("Date of assessment: {d}    Assessor: {s}", d=ctx.d(ad), s=P("DOCTOR", slt.p.name(pick(r, ["full", "fml"]))))
    nb.ln("Accompanied by: {m}{x}", m=[ctx.mum_word() + " ", ctx.fam("mum", pick(r, ["first", "full"]))],
          x=["", ""] if maybe(r, 0.5) else ([" and grandmother ", ctx.fam("gran", "first")] if maybe(r, 0.5) else
                                            [" and %s " % ("brother" if ctx.sib.sex == "M" else "sister"), ctx.fam("sib", "first")]))
    if maybe(r, 0.6):
        sch = ctx.school("nursery" if age_parts(dob, ad)[0] < 4 else "primary")
        nb.ln("Setting: {s}{x}", s=sch, x=pick(r, ["", " (Reception)", " - Year 1", " (Junior Infants)", " - Grade 1"]))
    if us and maybe(r, 0.6):
        nb.ln("Prior authorization #{a}   Insurance: {i}", a=P("IDNUM", "PA" + digits(r, 8)), i=P("ORGANIZATION", pick(r, pools.INSURERS)))
    nb.ln("")
    nb.ln("Background")
    nb.f("{n} has {x} ({h}) ", n=P("PATIENT", ctx.pt.first), x=dx.text(r, False), h=_history(nb, ctx, dx, r))
    nb.ln(pick(r, ["and is under the care of the cleft team.", "- see previous reports.", ""]))
    if maybe(r, 0.5):
        nb.ln("Palate repaired by {d} at {h}.", d=ctx.doc("surgeon", "full"), h=ctx.H("cleft"))
    nb.ln("Hearing: {x}", x=pick(r, ["grommets inserted; last audiogram within normal limits bilaterally.",
                                     "mild conductive loss on the left (25-30 dB HL), under ENT review.",
                                     "normal hearing at last test; tympanometry type A bilaterally.",
                                     "hearing aids worn consistently (Phonak Sky)."]))
    nb.ln("Reason for assessment: {x}.", x=pick(r, ["routine 3-year audit assessment (CAPS-A protocol)",
                                                   "parental concern about nasal-sounding speech",
                                                   "pre-school review", "routine 5-year audit recording",
                                                   "review following therapy block", "post-pharyngoplasty review"]))
    nb.ln("")
    nb.ln("Assessment")
    rec = P("IDNUM", "%s-%s-%s" % (pick(r, ["REC", "AV", "SPR"]), digits(r, 2), digits(r, 5)))
    nb.ln("- {t}; audio-video recorded (file {f}) for blinded listening.", t=pick(r, clin.SPEECH_TESTS), f=rec)
    hyper = r.randint(0, 4)
    nb.ln("- Resonance: hypernasality {h}/4{x}; hyponasality absent.", h=str(hyper),
          x=pick(r, [" (%s)" % ["none", "borderline", "mild", "moderate", "severe"][hyper], ""]))
    nb.ln("- Nasal airflow: {x}.", x=pick(r, ["audible nasal emission on pressure consonants, inconsistent",
                                             "no audible nasal emission; mirror test negative",
                                             "nasal turbulence on /s/ and /sh/", "consistent nasal emission with facial grimace"]))
    csc = r.sample(clin.CSC, r.randint(1, 3))
    nb.ln("- Cleft speech characteristics: {x}.", x="; ".join(csc))
    if maybe(r, 0.6):
        nb.ln("- Nasometry ({m}): Zoo passage {z}%, Rainbow passage {rb}%, nasal sentences {n}%.", m=pick(r, clin.NASO),
              z=str(r.randint(12, 55)), rb=str(r.randint(20, 60)), n=str(r.randint(45, 70)))
    ay = age_parts(dob, ad)[0]
    nb.ln("- Language: {x}.", x=pick(r, ["age appropriate on informal assessment",
                                        "CELF-5 core language standard score %d (mean 100, SD 15)" % r.randint(72, 112)
                                        if ay >= 5 else "PLS-5 total SS %d" % r.randint(70, 110),
                                        "expressive language delay; 2-3 word utterances" if ay < 4 else
                                        "word-finding difficulties noted in narrative"]))
    nb.ln("- Intelligibility: {x}.", x=pick(r, ["readily intelligible to strangers", "intelligible to family only",
                                               "ICS mean 3.9/5", "reduced in connected speech"]))
    nb.ln("")
    nb.ln("Impression")
    nb.ln(pick(r, ["Findings suggest velopharyngeal dysfunction with compensatory articulation.",
                   "Resonance within normal limits; errors are developmental and articulatory.",
                   "Mild hypernasality only; monitoring appropriate.",
                   "Persistent glottal and pharyngeal patterns requiring intensive therapy before any VPI surgery decision."]))
    nb.ln("")
    nb.ln("Plan")
    nb.ln("1. {x} {d}.", x=pick(r, ["Lateral videofluoroscopy and nasendoscopy booked for", "Nasendoscopy under topical anaesthesia on",
                                   "Therapy block of 8 weekly sessions starting", "Review appointment"]),
          d=ctx.d(ctx.date_between(add_days(ad, 14), add_days(ad, 150)), pick(r, ["long", "wk"])))
    nb.ln("2. Local therapy with {s} at {h}{x}.", s=P("DOCTOR", ctx.person().name("full")),
          h=P("HOSPITAL", "%s %s" % (pick(r, pools.PLACE_WORDS), pick(r, ["Child Development Centre", "Community Clinic",
                                                                         "Children's Therapy Centre", "Health Centre"]))),
          x=pick(r, ["", "; home practice sheets given", " - referral sent today"]))
    nb.ln("3. Discussed at MDT on {d}.", d=ctx.d(add_days(ad, r.randint(7, 60)), "num"))
    nb.ln("")
    s = slt
    nb.ln("{n}{cr}", n=P("DOCTOR", s.p.name("full")), cr=(", " + s.cred) if s.cred else "")
    nb.ln(ctx.role_title("slt"))
    nb.ln("{l} {v} | {p}", l=s.lic[0], v=P("LICENSE", s.lic[1]), p=P("PHONE", s.phone))
    if maybe(r, 0.5):
        nb.ln("")
        nb.ln("Copies: parents; {g}; local SLT; {e}", g=ctx.doc("gp", "full"), e=P("EMAIL", C.email(r, ctx.person())))
    return nb


def ortho(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 5 * 365, 19 * 365)
    ctx.make_family(dob)
    dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CLA_L", "CP_HS"])
    vd = ctx.date_between(add_days(dob, 5 * 365), min(add_days(dob, 19 * 365 + 100), dt.date(2024, 12, 31)))
    yrs = age_parts(dob, vd)[0]
    o = ctx.staff("ortho")
    blocks.letterhead(nb, ctx, pick(r, ["Department of Orthodontics", "Cleft Orthodontic Service", "Orthodontic Clinic",
                                        "Dental & Maxillofacial Services"]))
    nb.ln("{d}", d=ctx.d(add_days(vd, r.randint(0, 10)), "long"))
    nb.ln("")
    den = ctx.staff("dentist")
    nb.ln("{t}{n}", t=den.title + " " if den.title else "", n=P("DOCTOR", den.p.name("full")))
    nb.ln("{h}", h=ctx.H("dental"))
    a = ctx.address()
    nb.ln("{a}", a=ctx.addr_pieces(a, sep="\n"))
    nb.ln("")
    nb.ln("Dear {d},", d=[den.title + " " if den.title else "", P("DOCTOR", den.p.name("last" if den.title else "first"))])
    nb.ln("")
    nb.ln("Re: {n}   DOB {d}   {l} {v}", n=P("PATIENT", ctx.pt.name(pick(r, ["full", "CAPS"]))), d=ctx.d(dob),
          l=blocks.id_pairs(ctx)[0][0], v=P("MRN", ctx.mrn))
    nb.ln("")
    who = pick(r, ["mum", "dad", "gran", None])
    acc = [" on her own"] if who is None and ctx.pt.sex == "F" else [" on his own"] if who is None else \
        [" with ", {"mum": "her mother " if False else "mother ", "dad": "father ", "gran": "grandmother "}[who], ctx.fam(who, "first")]
    nb.ln("I reviewed {n} ({a}) in the joint cleft orthodontic clinic on {d}{acc}.", n=P("PATIENT", ctx.pt.first),
          a=[P("AGE", str(yrs)), pick(r, [" years", "y", "yo"])], d=ctx.d(vd, "long"), acc=acc)
    nb.ln("")
    nb.f("Diagnosis: {x}. ", x=dx.text(r))
    nb.ln("Primary surgery: {h}.", h=_history(nb, ctx, dx, r))
    nb.ln("")
    nb.ln("Findings")
    dent = "early mixed" if yrs < 9 else "late mixed" if yrs < 12 else "permanent"
    nb.ln("- Dentition: {d}. {x}", d=dent, x=pick(r, ["UL2 absent; UL3 developing in the cleft site.",
                                                      "UR2 peg-shaped and distal to the cleft.",
                                                      "Supernumerary lateral in the cleft; UL1 rotated 45 degrees.",
                                                      "Hypodontia: UL2, LL5, LR5 absent."]))
    nb.ln("- Occlusion: {x}; overjet {oj} mm, overbite {ob}%.", x=pick(r, ["Class III incisor relationship", "Class I",
                                                                        "Class II div 1 (non-cleft related)",
                                                                        "anterior and left buccal crossbite"]),
          oj=str(r.randint(-6, 5)), ob=str(r.randint(0, 80)))
    nb.ln("- Skeletal: {x}. {g}.", x=pick(r, ["mild Class III, maxillary retrusion", "Class I base", "moderate Class III with ANB -3 degrees"]),
          g=pick(r, [clin.goslon(r), "5-year-old index 3", "Huddart/Bodenham score -8", "Modified Huddart-Bodenham -12"]))
    nb.ln("- Oral hygiene {oh}; {x}.", oh=pick(r, ["good", "fair", "poor"]),
          x=pick(r, ["caries in LRE and LLD", "no active caries", "fissure sealants present", "gingivitis around the cleft site"]))
    nb.ln("")
    nb.ln("Records")
    nb.ln("OPT and upper standard occlusal taken today. {c}", c=pick(r, [["CBCT (Planmeca ProMax 3D) ref ", P("IDNUM", "CB" + digits(r, 7)), "."],
                                                                     ["Study models, lab no ", P("IDNUM", "LAB/%s/%s" % (digits(r, 2), digits(r, 4))), "."],
                                                                     "Intraoral scan (iTero) uploaded."]))
    if maybe(r, 0.55):
        nb.ln("3D facial image captured for the 5/10/15-year audit, capture ID {b}.",
              b=P("BIOID", "%s%s" % (pick(r, ["FSC-", "3D-", "STER"]), digits(r, 8))))
    nb.ln("")
    nb.ln("Plan")
    if yrs < 12 and dx.key != "CP_HS":
        nb.ln("{n} is approaching the stage for alveolar bone grafting. I have fitted {a} today to expand the collapsed segment; "
              "activation monthly.", n=P("PATIENT", ctx.pt.first), a=(lambda x: an(x) + " " + x)(pick(r, ["quad helix", "Hyrax expander", "upper removable appliance with midline screw"])))
        nb.ln("Provisional ABG date with {s}: {d}.", s=ctx.doc("surgeon", "last"), d=ctx.d(add_days(vd, r.randint(90, 300)), pick(r, ["Month_y", "num"])))
    elif yrs < 16:
        nb.ln("Upper and lower fixed appliances to align the arch and create space for UL2; {x}.",
              x=pick(r, ["estimated treatment time 24 months", "possible bridge or implant later", "extractions of UR4/UL4 planned"]))
    else:
        nb.ln("Growth is nearing completion. We discussed a {x} with {s}; joint orthognathic clinic on {d}.",
              x=pick(r, ["Le Fort I maxillary advancement", "bimaxillary osteotomy", "maxillary distraction (RED frame)"]),
              s=ctx.doc("surgeon", "full"), d=ctx.d(add_days(vd, r.randint(30, 120)), "long"))
        if maybe(r, 0.6):
            nb.ln("{n} works part-time as {j} at {e} and would prefer surgery during the {x}.", n=P("PATIENT", ctx.pt.first),
                  j=job(pick(r, ["barista", "retail assistant", "kitchen porter", "lifeguard", "apprentice electrician"])),
                  e=ctx.employer(), x=pick(r, ["summer break", "gap year", "college holidays"]))
    nb.ln("Please continue routine dental care with fluoride varnish (22,600 ppm) every 3-4 months and {x} toothpaste.",
          x=pick(r, ["1,450 ppm", "2,800 ppm", "5,000 ppm"]))
    nb.ln("")
    nb.ln("Yours sincerely")
    nb.ln("")
    ctx.signoff(nb, "ortho", contact=maybe(r, 0.6))
    if maybe(r, 0.5):
        nb.ln("Ref: {t}", t=ctx.typist("ortho"))
    blocks.cc_block(nb, ctx, roles=pick(r, [("gp",), ("surgeon",), ("gp", "surgeon")]), parents=maybe(r, 0.7))
    return nb

"""Genres: operative note, ward discharge summary (own addition)."""
import datetime as dt

from core import NB, P, pick, maybe, add_days, digits, letters, age_parts
import countries as C
import clin
import blocks
from ctx import dob_for


def choose_op(ctx, r):
    """Pick a procedure fitting an age band; returns (dob, opdate, dx, op, kind)."""
    kind = pick(r, ["lip", "palate", "palate", "abg", "vpi", "grommet_palate", "revision"])
    if kind == "lip":
        dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CLA_L", "CL_R"])
        lo, hi = 80, 200
        op = pick(r, clin.LIP_REPAIRS) + pick(r, ["", " and primary rhinoplasty", " with vomer flap"])
    elif kind in ("palate", "grommet_palate"):
        dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CP_HS", "CP_S"])
        lo, hi = 180, 420
        op = pick(r, clin.PALATE_REPAIRS)
        if kind == "grommet_palate":
            op += " and bilateral myringotomy with insertion of ventilation tubes"
    elif kind == "abg":
        dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CLA_L"])
        lo, hi = 8 * 365, 12 * 365
        op = "alveolar bone graft (iliac crest cancellous bone)" + pick(r, ["", " with extraction of supernumerary UL2", " and closure of oronasal fistula"])
    elif kind == "vpi":
        dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CP_HS", "CP_S", "SMCP"])
        lo, hi = 3 * 365, 10 * 365
        op = pick(r, clin.VPI_OPS)
    else:
        dx = clin.Dx(r, ["UCLP_L", "UCLP_R", "BCLP", "CL_R"])
        lo, hi = 14 * 365, 19 * 365
        op = pick(r, ["secondary cleft rhinoplasty (open approach, septal cartilage graft)", "lip revision and scar revision",
                      "Abbe flap to upper lip"])
    opdate = ctx.date_between(dt.date(2008, 3, 1), dt.date(2024, 12, 20))
    dob = add_days(opdate, -r.randint(lo, hi))
    return dob, opdate, dx, op, kind


def weight_for(r, dob, on):
    y, m, w, d = age_parts(dob, on)
    if m < 24:
        return round(3.3 + m * 0.55 + r.randint(-8, 8) / 10, 1)
    return round(12 + y * 2.6 + r.randint(-30, 40) / 10, 1)


def operative(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob, opd, dx, op, kind = choose_op(ctx, r)
    ctx.make_family(dob)
    us = c in ("US", "CA")
    wt = weight_for(r, dob, opd)
    sur, ana, reg = ctx.staff("surgeon"), ctx.staff("anaes"), ctx.staff("registrar")
    scrub = ctx.staff("scrub")
    theatre = str(r.randint(1, 14)) if maybe(r, 0.8) else "%d%s" % (r.randint(1, 9), pick(r, "ABC"))
    if us:
        nb.ln(pick(r, ["OPERATIVE REPORT", "OPERATIVE NOTE", "Brief Op Note / Operative Report"]))
        nb.ln("Patient: {n}   MRN: {m}   DOB: {d}   Age: {a}", n=P("PATIENT", ctx.pt.name("LF")), m=P("MRN", ctx.mrn),
              d=ctx.d(dob), a=ctx.age(opd))
        nb.ln("Encounter: {e}   Location: {h}, OR {t}", e=P("ACCOUNT", ctx.acct), h=ctx.H("cleft"), t=P("LOCATION_OTHER", theatre))
        nb.ln("Date of Service: {d}", d=ctx.d(opd))
        nb.ln("")
        nb.ln("ATTENDING SURGEON: {s}", s=[P("DOCTOR", sur.p.name("fml")), ", " + (sur.cred or "MD")])
        nb.ln("ASSISTANT: {s}, {t}", s=P("DOCTOR", reg.p.name("full")), t=ctx.role_title("registrar"))
        nb.ln("ANESTHESIA: General endotracheal; {s}, MD", s=P("DOCTOR", ana.p.name("full")))
        nb.ln("PREOPERATIVE DIAGNOSIS: {x}", x=dx.text(r))
        nb.ln("POSTOPERATIVE DIAGNOSIS: Same")
        nb.ln("PROCEDURE: {x} (CPT {k})", x=op[0].upper() + op[1:],
              k={"lip": "40700", "palate": "42200", "grommet_palate": "42200, 69436", "abg": "42210",
                 "vpi": "42226", "revision": "30460"}[kind])
        nb.ln("INDICATIONS: {n} is a {a} {s} with {x}. {p} consented after discussion of risks including bleeding, infection, "
              "fistula, and need for further surgery.", n=P("PATIENT", ctx.pt.first), a=ctx.age(opd),
              s="girl" if ctx.pt.sex == "F" else "boy", x=dx.long,
              p=pick(r, ["Parents", "Mother", "Both parents"]) if kind != "revision" else "The patient")
    else:
        nb.ln(pick(r, ["OPERATION NOTE", "Operation Note", "OPERATIVE RECORD - CLEFT SURGERY"]))
        blocks.pt_header(nb, ctx, opd, style=pick(r, ["table", "line"]), addr=False)
        nb.ln("Date: {d}   {h}, Theatre {t}   Ward: {w}", d=ctx.d(opd), h=ctx.H("cleft"), t=P("LOCATION_OTHER", theatre),
              w=ctx.H("ward"))
        nb.ln("Surgeon: {s}    Assistant: {a}    Anaesthetist: {n}", s=ctx.doc("surgeon", pick(r, ["last", "full"])),
              a=ctx.doc("registrar", "full", title=False), n=ctx.doc("anaes", pick(r, ["last", "full"])))
        nb.ln("Scrub: {s}    Weight: {w} kg    ASA {asa}", s=P("DOCTOR", scrub.p.name(pick(r, ["full", "fL"]))),
              w=str(wt), asa=pick(r, ["I", "II", "II", "III"]))
        nb.ln("")
        nb.ln("Diagnosis: {x} (LAHSAL {l})", x=dx.text(r), l=dx.lahsal)
        nb.ln("Procedure: {x}", x=op[0].upper() + op[1:])
    nb.ln("")
    nb.ln(pick(r, ["Anaesthetic / set-up:", "SETUP:"]) if not us else "DESCRIPTION OF PROCEDURE:")
    ay = age_parts(dob, opd)[0]
    tube = "%.1f" % min(7.0, max(3.0, round((ay / 4 + 3.5) * 2) / 2 + pick(r, [-0.5, 0, 0])))
    if kind in ("palate", "grommet_palate", "vpi", "abg"):
        nb.ln("GA, south-facing oral RAE {t}, throat pack in. {g} gag. Cormack-Lehane grade {cl}. "
              "{ab} at induction.", t=tube, g=pick(r, ["Dingman", "Boyle-Davis", "Kilner-Doughty"]),
              cl=pick(r, ["1", "2a", "2b", "3"]),
              ab=pick(r, ["Co-amoxiclav 30 mg/kg IV", "Cefazolin 30 mg/kg IV", "Cefuroxime 50 mg/kg IV"]))
    else:
        nb.ln("GA, north-facing or south-facing RAE {t} taped in the midline. Supine with shoulder roll and head ring. "
              "Tattoo of landmarks with Bonney's blue.", t=tube)
    nb.ln("Local infiltration: {x}.", x=pick(r, ["1%% lidocaine with 1:200,000 adrenaline, %d ml" % r.randint(2, 8),
                                                 "0.25%% bupivacaine with 1:200,000 adrenaline, %.1f ml (%.1f mg/kg)" % (wt * 0.4, wt * 0.4 * 2.5 / wt),
                                                 "0.5% lignocaine with 1:200,000 adrenaline"]))
    nb.ln("")
    nb.ln("Findings:" if not us else "FINDINGS:")
    if kind == "lip":
        nb.ln("Cleft width {w} mm at the alveolus. {x}", w=str(r.randint(3, 15)),
              x=pick(r, ["Good lateral lip element; Cupid's bow peak-to-peak 7 mm.", "Columella short; lateral crus slumped.",
                         "Simonart's band present, divided.", "Prolabium small; premaxilla mobile."]))
    elif kind in ("palate", "grommet_palate", "vpi"):
        nb.ln("{x}", x=pick(r, ["Wide cleft of hard and soft palate, %d mm at the junction." % r.randint(8, 16),
                               "Levator muscles inserted into the posterior edge of the hard palate, abnormally anterior.",
                               "Short velum with notched posterior nasal spine; small Passavant's ridge on nasendoscopy.",
                               "Submucous cleft with bifid uvula and zona pellucida."]))
        if kind == "grommet_palate":
            nb.ln("Ears: thick glue bilaterally; Shah ventilation tubes inserted, lot {l}.", l=P("DEVICE", "%s%s" % (letters(r, 2), digits(r, 6))))
    elif kind == "abg":
        nb.ln("Alveolar cleft {w} mm with oronasal fistula; {t}.", w=str(r.randint(5, 12)),
              t=pick(r, ["UR3 unerupted in the cleft margin", "UL3 crown visible on CBCT within 2 mm of the cleft",
                         "supernumerary tooth in the cleft removed"]))
    else:
        nb.ln("{x}", x=pick(r, ["Deviated caudal septum to the non-cleft side; alar base asymmetry.",
                               "Vermilion notch and whistle deformity; widened scar 4 mm."]))
    nb.ln("")
    steps = {
        "lip": ["Markings per %s." % op.split(" ")[0], "Full-thickness incisions; orbicularis oris dissected off the skin and mucosa.",
                "Nasal lining released; lower lateral cartilage freed via McComb approach.",
                "Muscle repaired with 5/0 PDS; skin 6/0 Prolene; mucosa 5/0 Vicryl Rapide.", "Alar transfixion sutures and nasal conformer placed."],
        "palate": ["Medial incisions along cleft margins; lateral relaxing incisions only if needed.",
                   "Nasal layer closed with 4/0 Vicryl.", "Levator dissected from the nasal mucosa and posterior hard palate, retropositioned and overlapped.",
                   "Oral layer closed with 4/0 Vicryl; uvula reconstructed."],
        "vpi": ["Bilateral flaps raised; Stensen's duct identified and protected.", "Nasal layer re-approximated.",
                "Flaps inset and secured with 4/0 Vicryl."],
        "abg": ["Gingivoperiosteal flaps raised; nasal floor repaired with 5/0 Vicryl.",
                "Iliac crest cancellous bone harvested via trapdoor (Piezosurgery); %d cc packed into the defect." % r.randint(3, 9),
                "Keratinised flap advanced; donor site closed in layers with long-acting local anaesthetic."],
        "revision": ["Open approach via transcolumellar inverted-V incision.", "Septal cartilage harvested; columellar strut and spreader grafts placed.",
                     "Alar base repositioned; skin closed with 6/0 Prolene."],
    }[kind if kind != "grommet_palate" else "palate"]
    for i, s in enumerate(steps, 1):
        nb.ln("{i}. {s}", i=str(i), s=s)
    nb.ln("")
    nb.ln("EBL {e} ml. Throat pack removed, count correct. {x}", e=str(r.randint(3, 80)),
          x=pick(r, ["No complications.", "No complciations.", "Tongue stitch (2/0 silk) left in situ for 24 h.", "Nasopharyngeal airway 3.5 left in."]))
    if maybe(r, 0.4):
        nb.ln("Pre-op 3D facial photographs ({m}) captured, image set {b}.", m=pick(r, ["3dMD", "Vectra H2"]),
              b=P("BIOID", "%s-%s-%s" % (pick(r, ["3DF", "STP", "FX3"]), digits(r, 4), digits(r, 3))))
    if maybe(r, 0.35):
        nb.ln("Specimen: {s} sent to histology, request {i}.", s={"lip": "lip tissue", "abg": "supernumerary tooth",
                                                                   "revision": "excess scar tissue"}.get(kind, "excess mucosa"),
              i=P("IDNUM", "%s%s/%s" % (letters(r, 1), digits(r, 2), digits(r, 5))))
    nb.ln("")
    nb.ln("Post-operative plan:" if not us else "DISPOSITION / PLAN:")
    meds_us = c == "US"
    for m in clin.med_lines(r, wt, meds_us, r.randint(2, 3)):
        nb.ln("- {m}", m=m)
    nb.ln("- {x}", x=pick(r, ["Overnight oximetry; target SpO2 >= 94%.", "Arm splints not required.",
                             "Soft diet for 3 weeks; no hard toys or spoons in the mouth.", "Home when feeding >= 75% of normal."]))
    fu = add_days(opd, r.randint(5, 42))
    nb.ln("- Review in clinic with {s} on {d}; CNS wound check {w}.", s=ctx.doc("surgeon", "last"), d=ctx.d(fu, "long"),
          w=pick(r, ["day 5", "at home on POD 5", "in 1 week"]))
    nb.ln("")
    if us:
        nb.ln("I was present and scrubbed for the entire procedure.")
        nb.ln("Electronically signed by {s}, {c} on {d} {t}", s=P("DOCTOR", sur.p.name("full")), c=sur.cred or "MD",
              d=ctx.d(opd), t="%02d:%02d" % (r.randint(10, 20), r.randint(0, 59)))
        nb.ln("{l} {v}", l=sur.lic[0], v=P("LICENSE", sur.lic[1]))
    else:
        ctx.signoff(nb, pick(r, ["surgeon", "registrar"]), contact=maybe(r, 0.4))
        if maybe(r, 0.35):
            nb.ln("{w} {b}", w=ctx.sp("Bleep", "Pager"), b=P("PHONE", C.pager(r)))
    return nb


def discharge(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob, opd, dx, op, kind = choose_op(ctx, r)
    ctx.make_family(dob)
    us = c in ("US", "CA")
    adm = add_days(opd, -pick(r, [0, 0, 1]))
    los = r.randint(1, 5)
    dis = add_days(opd, los)
    wt = weight_for(r, dob, opd)
    nb.ln(pick(r, ["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Discharge Summary - Cleft Surgery",
                   "IMMEDIATE DISCHARGE SUMMARY (IDS)"]))
    nb.ln("{h} - {w}", h=ctx.H("cleft"), w=ctx.H("ward"))
    nb.ln("")
    blocks.pt_header(nb, ctx, dis, style=pick(r, ["table", "line", "label"]), acct=maybe(r, 0.5))
    blocks.gp_line(nb, ctx)
    nb.ln("Admitted: {a}   Discharged: {d}   {c}: {s}", a=ctx.d(adm), d=ctx.d(dis), c=ctx.sp("Consultant", "Attending"), s=ctx.doc("surgeon"))
    if maybe(r, 0.5):
        nb.ln("Bed: {b}{x}", b=P("LOCATION_OTHER", "%s%d" % (pick(r, ["", "", "B"]), r.randint(1, 24))),
              x=pick(r, ["", " (side room)", " - transferred from HDU day 1"]))
    else:
        nb.ln("Location: Bay {b}, bed {x}", b=P("LOCATION_OTHER", str(r.randint(1, 6))), x=P("LOCATION_OTHER", str(r.randint(1, 6))))
    nb.ln("")
    nb.ln("Diagnosis: {x}", x=dx.text(r))
    nb.ln("Procedure ({d}): {p}", d=ctx.d(opd), p=op)
    nb.ln("Surgeon: {s}; anaesthetist {a}", s=ctx.doc("surgeon", "full"), a=ctx.doc("anaes", "full"))
    nb.ln("")
    nb.ln("Clinical course")
    nb.f("{n} ({a}, {w} kg) had an uneventful {p}. ", n=P("PATIENT", ctx.pt.first), a=ctx.age(opd), w=str(wt),
         p=pick(r, ["procedure", "operation", "repair"]))
    c1 = ["Overnight oximetry showed mean %s with no desaturations below 90%%. " % clin.spo2(r),
          "Pyrexia 38.%d C on day 1; no focus; settled without antibiotics. " % r.randint(0, 6)]
    if kind in ("palate", "grommet_palate", "vpi", "abg"):
        c1.append("Minor ooze from the %s on day 1 settled with adrenaline-soaked gauze. " % ("palate" if kind != "abg" else "graft site"))
    if kind in ("palate", "grommet_palate") and dx.syndrome == "Pierre Robin sequence":
        c1 = ["Required a nasopharyngeal airway for 12 hours for obstructive episodes (Pierre Robin sequence), then settled. "]
    nb.t(pick(r, c1))
    if kind in ("lip", "palate", "grommet_palate"):
        nb.t(pick(r, ["Oral intake returned to over 75%% of usual by day %d. " % los, "Feeding with a free-flow cup/bottle by day 2. "]))
    else:
        nb.t(pick(r, ["Tolerating soft diet and fluids. ", "Eating and drinking normally by day %d. " % min(los, 2)]))
    c3 = ["Pain controlled with regular analgesia.", "Wound clean and dry at discharge.", "Parents confident with care."]
    if kind == "abg":
        c3.append("Iliac donor site comfortable, mobilising independently.")
    nb.ln(pick(r, c3))
    if maybe(r, 0.5):
        nb.ln("Bloods: {l}.", l=clin.lab_line(r, c == "US"))
    if maybe(r, 0.35):
        nb.ln("Home pulse oximeter ({m}) issued, serial {s}; to be returned to {w} after 2 weeks.",
              m=pick(r, ["Masimo Rad-97", "Nonin 7500", "Masimo Radical-7"]),
              s=P("DEVICE", "%s%s" % (pick(r, ["MSN", "NNX", "RAD"]), digits(r, 7))), w=ctx.H("ward"))
    nb.ln("")
    nb.ln("Discharge medications")
    for m in clin.med_lines(r, wt, c == "US", r.randint(2, 4)):
        nb.ln("  {m}", m=m)
    if maybe(r, 0.4):
        nb.ln("TTOs dispensed by {p}; checked by {d}.", p=ctx.H("pharm"), d=P("DOCTOR", ctx.person().name("full")))
    nb.ln("")
    nb.ln("Follow-up")
    nb.ln("- Cleft CNS ({n}) phone call {d}; wound review {w}.", n=P("DOCTOR", ctx.staff("nurse").p.name("full")),
          d=ctx.d(add_days(dis, r.randint(1, 3)), "wk"), w=ctx.d(add_days(dis, r.randint(4, 10)), "num"))
    nb.ln("- Surgical clinic {d} at {h}.", d=ctx.d(add_days(dis, r.randint(21, 90)), "long"), h=ctx.H("cleft"))
    if kind in ("palate", "grommet_palate", "vpi"):
        nb.ln("- SLT review at {a}; hearing test {h}.", a=pick(r, ["6 weeks post-op", "3 months post-op", "the next MDT clinic"]),
              h=pick(r, ["in 6 weeks", "before the SLT review", "locally"]))
    nb.ln("")
    nb.ln("Information for {g}:", g=ctx.sp("GP", "PCP"))
    nb.ln(pick(r, ["No action required. Please do not prescribe codeine.", "Please review the wound if parents are worried.",
                   "Re-referral to the cleft team directly if nasal regurgitation persists beyond 6 weeks."]))
    if maybe(r, 0.45):
        nb.ln("Transport: family driving home to {t}; hospital car park exit validated for {v}.", t=P("CITY", ctx.addr["city"]),
              v=P("VEHICLE", C.vehicle(r, c)))
    nb.ln("")
    doc = ctx.person()
    nb.ln("Completed by: {d} ({g}){b}", d=P("DOCTOR", doc.name(pick(r, ["full", "Fl"]))),
          g=pick(r, ["FY2", "ST3", "PGY-2 resident", "Resident", "SHO", "Clinical Fellow"]),
          b=["", ""] if maybe(r, 0.5) else [ctx.sp(", bleep ", ", pager "), P("PHONE", C.pager(r))])
    nb.ln("Date: {d}", d=ctx.d(dis))
    if maybe(r, 0.5):
        nb.ln("Copy to parents: {m}, {a}", m=P("FAMILY", ctx.mum.name("full")), a=ctx.addr_pieces(ctx.addr))
    return nb

"""Genres: dystonia botulinum toxin record, PD nurse telephone log, falls and swallow review,
care home medication timing chart."""
import datetime

import clin
import pools
from nb import NB, P
from people import Ctx, Clin, Person
from geo import dg, lt, WD
from g2 import hdr_patient

MUSCLES = {
    "cervical": [("SCM", 20, 60), ("splenius capitis", 40, 100), ("levator scapulae", 20, 60), ("trapezius", 20, 60),
                 ("semispinalis capitis", 20, 80), ("scalenus medius", 10, 30), ("obliquus capitis inferior", 10, 25)],
    "bleph": [("orbicularis oculi (pretarsal)", 2.5, 5), ("orbicularis oculi (lateral)", 2.5, 5),
              ("corrugator", 2.5, 5), ("procerus", 2.5, 5)],
    "limb": [("FDS", 10, 30), ("FDP", 10, 25), ("FPL", 5, 20), ("FCR", 10, 30), ("ECR", 10, 20), ("pronator teres", 10, 30)],
    "meige": [("orbicularis oculi", 2.5, 5), ("mentalis", 2.5, 5), ("depressor anguli oris", 2.5, 5), ("masseter", 20, 40)],
}
DYST = [("Cervical dystonia - right torticollis with left laterocollis", "cervical"),
        ("Cervical dystonia - anterocollis", "cervical"), ("Cervical dystonia with dystonic head tremor", "cervical"),
        ("Benign essential blepharospasm", "bleph"), ("Meige syndrome (oromandibular dystonia and blepharospasm)", "meige"),
        ("Task-specific focal hand dystonia (writer's cramp)", "limb"), ("Musician's dystonia, right hand", "limb")]


def botox_record(r):
    ctx = Ctx(r, age_range=(24, 79))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.ln(P("HOSPITAL", ctx.hosp), " - ", r.choice(["Botulinum Toxin Clinic", "Dystonia Clinic", "Neurology Procedures Suite"]))
    b.ln("BOTULINUM TOXIN INJECTION RECORD")
    b.blank()
    hdr_patient(b, ctx)
    if c.code in ("US", "AU", "CA") or r.random() < 0.2:
        lab, val = c.plan(r)
        b.ln(lab, ": ", P("HEALTHPLAN", val))
    a = c.account(r)
    cyc = r.randint(2, 38)
    prev = ctx.days(-r.choice([84, 85, 91, 98, 105, 112]))
    b.ln("Date: ", ctx.D(ctx.d0), "    ", a[0], ": ", P("ACCOUNT", a[1]), "    Cycle ", str(cyc), "    Previous: ", ctx.D(prev, "num"))
    b.ln("Room: ", r.choice(["Procedure Room ", "Treatment Room ", "Room "]), P("LOCATION_OTHER", str(r.randint(1, 12))))
    dx, key = r.choice(DYST)
    b.ln("Diagnosis: ", dx)
    if key == "limb" or r.random() < 0.3:
        job = r.choice(["violinist", "guitar teacher", "accountant", "hairdresser", "court stenographer", "dentist", "tailor",
                        "software developer", "jeweller", "piano teacher"]) if key == "limb" else r.choice(pools.PROFESSIONS)
        b.ln("Occupation: ", P("PROFESSION", job), r.choice(["", " (self-employed)", ", part-time"]))
    b.ln("Onset age ", P("AGE", str(max(12, pt.age - r.randint(1, 20)))), "; current age ", P("AGE", str(pt.age)), ". ",
         r.choice(["No family history.", "Mother had a tremor.", "DYT1 negative.", "Sensory trick: touching the chin."]))
    b.blank()
    b.ln("Response to last cycle: peak benefit ", str(r.choice([40, 50, 60, 70, 80, 90])), "% at week ", str(r.randint(2, 4)),
         ", wearing off from week ", str(r.randint(8, 11)), ". Adverse effects: ",
         r.choice(["none", "mild dysphagia for 10 days", "neck weakness lifting head from pillow", "ptosis L for 2 weeks",
                   "flu-like symptoms 48 h", "weak grip for 3 weeks"]), ".")
    if key == "cervical":
        b.ln("TWSTRS severity ", str(r.randint(8, 30)), "/35, disability ", str(r.randint(3, 24)), "/30, pain ",
             str(r.randint(2, 18)), "/20; Tsui ", str(r.randint(4, 18)), ".")
    elif key in ("bleph", "meige"):
        b.ln("Jankovic Rating Scale ", str(r.randint(2, 8)), "/8; BSDI ", str(r.randint(4, 20)), ".")
    else:
        b.ln("Writer's Cramp Rating Scale ", str(r.randint(3, 20)), "; handwriting sample scanned.")
    b.blank()
    tox, vial, u = r.choice(clin.TOXINS)
    dil = r.choice(["1 ml", "2 ml", "2.5 ml", "4 ml"])
    b.ln("Toxin: ", tox, " ", str(vial), " ", u, " vial, batch ", lt(r, 1) + dg(r, 4) + lt(r, 1) + dg(r, 1),
         ", reconstituted with ", dil, " 0.9% saline.")
    b.ln("Guidance: ", r.choice(["EMG (Teflon-coated 37 mm 27G needle)", "ultrasound (linear 12 MHz probe)", "anatomical landmarks",
                                 "EMG and ultrasound"]), ".")
    b.blank()
    b.ln("Muscle                          Side   Units   Sites")
    total = 0
    mult = 2.5 if "Dysport" in tox else 1
    for m, lo, hi in r.sample(MUSCLES[key], r.randint(2, min(5, len(MUSCLES[key])))):
        side = r.choice(["L", "R", "Bilat"])
        units = r.choice([lo, hi, (lo + hi) / 2.0]) * mult
        total += units * (2 if side == "Bilat" else 1)
        b.ln(m.ljust(32), side.ljust(7), ("%g" % units).ljust(8), str(r.randint(1, 3)))
    b.ln("Total dose: ", "%g" % total, " units")
    b.blank()
    b.ln("Observed 15 minutes post-procedure; no immediate reaction. Advised to report swallowing or breathing difficulty.")
    b.ln("Next treatment: ", ctx.D(ctx.days(r.choice([84, 91, 98])), r.choice(["num", "long", "wk"])), " (",
         r.choice(["12", "13", "14"]), " weeks)")
    b.blank()
    inj = ctx.neuro if r.random() < 0.7 else Clin(r, c, "nurse", title="Nurse Injector")
    b.ln("Injector: ", inj.sig(), ", ", inj.job)
    asst = Clin(r, c, "nurse", title="Staff Nurse")
    b.ln("Assisted by: ", asst.n(r.choice(["full", "firstinit"])), ";  checked by ", P("DOCTOR", asst.initials(False)), "/",
         P("DOCTOR", inj.initials(False)))
    if r.random() < 0.4:
        b.ln("Clinic contact: ", ctx.phone("ext"), "   ", ctx.email(generic="botox.clinic"))
    return b, c.code


def nurse_phone(r):
    ctx = Ctx(r, age_range=(50, 91))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.ln(r.choice(["PARKINSON'S NURSE SPECIALIST - TELEPHONE CONTACT RECORD", "PD Nurse Advice Line - Call Log",
                   "Telephone Consultation (Parkinson's CNS)"]))
    b.ln(P("HOSPITAL", ctx.hosp), r.choice([" Parkinson's Service", " Movement Disorders", " Community Neurology"]))
    b.blank()
    hdr_patient(b, ctx)
    b.ln("Tel: ", ctx.phone(), "   Mob: ", ctx.phone("mobile"))
    na = c.code in ("US", "CA")
    b.ln("PCP: " if na else "GP: ", "Dr ", ctx.gp.n(r.choice(["full", "initlast"])), ", ", P("HOSPITAL", ctx.practice), "  ", ctx.phone())
    b.blank()
    nurse = ctx.nurse
    fam = ctx.family()
    fam_ph = ctx.phone("mobile")
    ini = P("DOCTOR", nurse.initials(False))
    d = ctx.d0
    entries = r.randint(3, 5)
    topics = [
        ("reports increased hallucinations since the UTI last week; seeing people in the garden at night",
         "advised urine dip via GP, no new drugs; hold amantadine; call back in 48 h"),
        ("{pt} has missed several doses because of swallowing difficulty with the tablets",
         "switch to dispersible Madopar discussed with GP; SALT referral made"),
        ("fall on the stairs overnight, no head injury, bruised hip, walking ok",
         "lying/standing BP at surgery; physio referral; advised night light and commode"),
        ("constipation 6 days, abdominal discomfort", "increase macrogol to 2 sachets BD; if no result by Fri contact GP/111"),
        ("wearing off earlier, about 2 h after each dose", "brought forward clinic review; trial of extra midday dose agreed with Dr {neuro}"),
        ("dyskinesia worse since opicapone started", "reduce each levodopa dose by half a tablet; review in 1 week"),
        ("new gambling on scratch cards, spending about 60 a week", "reduce ropinirole as per plan; discussed with family; flag to consultant"),
        ("asking about pump therapy after a friend started apomorphine", "information sent; added to MDT list"),
        ("dizzy after breakfast, BP 92/58 on home monitor", "stop tamsulosin per GP; increase fluids; review midodrine"),
        ("admitted to {hosp} with pneumonia, ward asking for PD medication advice", "spoke with ward pharmacist; rotigotine 6 mg patch advised while NBM"),
    ]
    for i, (issue, plan) in enumerate(r.sample(topics, entries)):
        d = d if i == 0 else ctx.days(sum(r.randint(1, 9) for _ in range(i)))
        t = "%02d:%02d" % (r.randint(8, 16), r.randint(0, 59))
        head = r.choice(["incoming", "incoming", "outgoing", "voicemail"])
        b.w("[", ctx.D(d, r.choice(["num", "short", "wka"])), " ", t, "] ")
        if head == "incoming":
            b.w("Call from ", fam.rel, " ", fam.n(r.choice(["first", "full"])), " (", fam_ph, "): ")
        elif head == "outgoing":
            b.w("Called ", pt.n(r.choice(["formal", "first"])), ": ")
        else:
            b.w("Voicemail left by ", pt.n("formal"), "; returned call: ")
        iss = issue.replace("{pt}", "Patient")
        if na:
            iss = iss.replace("GBP ", "$")
            plan = plan.replace("dispersible Madopar", "orally disintegrating carbidopa/levodopa").replace(
                "contact GP/111", "call the PCP office").replace("at surgery", "at PCP office").replace("per GP", "per PCP")
        if "{hosp}" in issue:
            b.w("admitted to ", P("HOSPITAL", c.hospital(r)), " with pneumonia, ward asking for PD medication advice")
        else:
            b.w(iss)
        b.w(". Plan: ")
        if "{neuro}" in plan:
            b.w(plan.split("{neuro}")[0], ctx.neuro.n("last"), plan.split("{neuro}")[1])
        else:
            b.w(plan)
        b.ln(". ", ini)
        if "{hosp}" in issue and r.random() < 0.7:
            ward = r.choice(pools.WARD_NAMES)
            b.ln("   Ward: ", P("HOSPITAL", ward), ", bed ", P("LOCATION_OTHER", str(r.randint(1, 28))), "; ward phone ", ctx.phone("ext"))
        if r.random() < 0.3:
            b.ln("   Email sent to ", "PCP office" if na else "surgery", " (", ctx.email(generic=r.choice(["reception", "prescriptions", "admin.team"])),
                 ") re change in medication.")
        if r.random() < 0.2:
            b.ln("   Pharmacy (", P("HOSPITAL", c.pharmacy(r)), ") informed of new dose times.")
    b.blank()
    b.ln("Next planned contact: ", ctx.D(ctx.days(r.randint(14, 40)), r.choice(["num", "abbr", "wk"])))
    b.ln(nurse.sig(), ", ", nurse.job, "   direct ", ctx.phone("ext"))
    if r.random() < 0.4:
        b.ln("Advice line hours Mon-Fri 09:00-16:00; out of hours contact GP or ", r.choice(["111", "ED", "the on-call team"]), ".")
    return b, c.code


def falls_swallow(r):
    ctx = Ctx(r, age_range=(60, 94))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.ln(r.choice(["JOINT FALLS AND SWALLOW REVIEW", "Falls & Dysphagia Assessment - Parkinson's", "Falls / Swallow MDT Review"]))
    b.ln(P("HOSPITAL", ctx.hosp), " ", r.choice(["Falls Clinic", "Parkinson's Service", "Community Rehabilitation Team"]))
    b.blank()
    hdr_patient(b, ctx)
    b.ln("Address: ", c.addr_lines(ctx.addr, r, inline=True))
    at_home = r.random() < 0.5
    b.ln("Date of review: ", ctx.D(ctx.d0), "   Seen ", "at home" if at_home else "in clinic")
    pt_ = Clin(r, c, "ahp", title="Specialist Physiotherapist")
    slt = Clin(r, c, "ahp", title="Speech and Language Therapist")
    b.ln("Clinicians: ", pt_.n("full"), " (", pt_.job, "), ", slt.n("full"), " (", slt.job, ")")
    fam = ctx.family()
    b.ln("Also present: ", fam.n("full"), " (", fam.rel, ")")
    b.blank()
    b.ln("FALLS HISTORY")
    places = [("in the bathroom at night", None), ("turning in the kitchen", None), ("getting out of the car", None),
              ("on the front step", None), ("outside ", "ORG"), ("in the car park at ", "HOSP"), ("at ", "FAMHOME"),
              ("near the ", "LANDMARK")]
    for i in range(r.randint(2, 4)):
        d = ctx.days(-r.randint(3, 200))
        txt, kind = r.choice(places)
        b.w("- ", ctx.D(d, r.choice(["num", "dmon", "abbr"])), ": ", txt)
        if kind == "ORG":
            b.w(P("ORGANIZATION", r.choice(pools.CHURCHES)))
        elif kind == "HOSP":
            b.w(P("HOSPITAL", ctx.practice))
        elif kind == "FAMHOME":
            b.w(pt.his, " ", fam.rel, "'s house in ", P("CITY", c.town(r)))
        elif kind == "LANDMARK":
            b.w(P("LOCATION_OTHER", r.choice(["war memorial", "Clock Tower", "Jubilee Fountain", "old Corn Exchange",
                                               "harbour lighthouse", "Millennium Bridge"])))
        b.ln(" - ", r.choice(["no injury", "skin tear L forearm", "bruised hip, X-ray no fracture", "long lie 2 h",
                              "head strike, CT head normal", "fractured wrist (Colles), cast"]), ".")
    ly, st, drop = clin.bp(r)
    b.ln("Orthostatic BP: lying ", ly, ", 1 min ", st, ", 3 min ", clin.bp(r)[1], " (drop ", str(drop), " mmHg systolic).")
    b.blank()
    b.ln("PHYSIOTHERAPY")
    b.ln("TUG ", "%.1f" % r.uniform(9, 34), " s; Berg ", str(r.randint(22, 54)), "/56; 10MWT ", "%.2f" % r.uniform(0.35, 1.2),
         " m/s; Mini-BESTest ", str(r.randint(8, 26)), "/28; FOG-Q ", str(r.randint(2, 20)), ".")
    b.ln("Walking aid: ", r.choice(["4-wheeled rollator", "Zimmer frame indoors", "stick outdoors only", "U-Step walker with laser",
                                    "none - declines"]), ". Footwear ", r.choice(["appropriate", "loose slippers - advised change"]), ".")
    tc = r.choice(pools.TELECARE)
    b.ln("Pendant alarm: ", P("ORGANIZATION", tc), ", client ref ", P("IDNUM", lt(r, 2) + dg(r, 6)), r.choice(
        ["; falls detector fitted", "; not always worn", ""]), ".")
    b.blank()
    b.ln("SWALLOW")
    b.ln("EAT-10 ", str(r.randint(3, 30)), "/40. Water swallow test: ", r.choice(["cough after 3rd sip", "wet voice", "passed 100 ml in 12 s",
                                                                                 "delayed initiation"]), ".")
    b.ln("Recommendations: IDDSI ", r.choice(["level 7 (regular easy to chew)", "level 6 (soft and bite-sized)", "level 5 (minced and moist)",
                                              "level 4 (pureed)"]), " diet; fluids ", r.choice(["level 0 (thin)", "level 1 (slightly thick)",
                                                                                                  "level 2 (mildly thick)"]), ".")
    b.ln("Medication: ", r.choice(["tablets whole with yoghurt", "dispersible levodopa advised", "patch considered if swallow worsens",
                                   "crush per pharmacy advice (not CR preparations)"]), ".")
    ch = r.random()
    if ch < 0.4:
        b.w("Chest: aspiration pneumonia in ", ctx.D(ctx.days(-r.randint(40, 300)), "my"), " (admitted to ",
            P("HOSPITAL", ctx.hosp), ")")
    else:
        b.w("Chest: ", r.choice(["no infections this year", "two chest infections last winter", "clear"]))
    b.ln(". Weight ", "%.1f" % r.uniform(42, 90), " kg, MUST ", str(r.randint(0, 3)), ".")
    b.blank()
    b.ln("PLAN")
    for s in r.sample(["OT home visit for bathroom rails and a raised toilet seat", "Cueing strategies practised (visual lines, counting)",
                       "Refer to dietitian for fortified diet", "Review BP medication with GP", "Video fluoroscopy booked",
                       "Hip protectors supplied", "Strength and balance group, 12 weeks", "Bed lever and sensor mat",
                       "Medication timing alarms on phone"], r.randint(3, 5)):
        b.ln("- ", s)
    b.ln("Review in ", r.choice(["6 weeks", "3 months", "8 weeks"]), ". Team contact ", ctx.phone(), ".")
    b.blank()
    b.ln(pt_.n("full"), " ", pt_.cred, " / ", slt.n("full"), " ", slt.cred)
    if r.random() < 0.5:
        b.ln(slt.lic[0], " ", P("LICENSE", slt.lic[1]))
    return b, c.code


CODES = "Codes: R refused, S asleep (re-offered), N nausea, H in hospital, L on leave, X other (see notes)"


def carehome_chart(r):
    ctx = Ctx(r, age_range=(66, 98))
    c, pt = ctx.c, ctx.pt
    b = NB()
    home = c.carehome(r)
    b.ln(P("HOSPITAL", home), " - PARKINSON'S MEDICATION TIMING CHART")
    b.ln("*** TIME-CRITICAL: give within 30 minutes of the stated time ***")
    b.blank()
    b.w("Resident: ", pt.n(r.choice(["full", "lastfirst", "fullmid"])), "   Room: ",
        P("LOCATION_OTHER", str(r.randint(1, 48)) + r.choice(["", "", "A", "B"])))
    b.ln("   DOB: ", ctx.D(pt.dob, "num"), "   Age: ", P("AGE", str(pt.age)))
    for x in ctx.id_pairs(1):
        b.w(x, "   ")
    b.ln("Allergies: ", r.choice(["NKDA", "penicillin", "metoclopramide - AVOID", "haloperidol - AVOID", "codeine"]))
    b.ln("PCP: " if c.code in ("US", "CA") else "GP: ", "Dr ", ctx.gp.n("full"), ", ", P("HOSPITAL", ctx.practice), "   Pharmacy: ", P("HOSPITAL", c.pharmacy(r)), " ",
         ctx.phone())
    wk = ctx.d0 - datetime.timedelta(days=ctx.d0.weekday())
    b.ln("Week commencing: ", ctx.D(wk, r.choice(["num", "long", "wka"])))
    b.blank()
    titles = ["CNA", "LPN", "Med Aide", "Registered Nurse"] if c.code in ("US", "CA") else \
        ["Senior Carer", "Care Assistant", "Registered Nurse", "Deputy Manager"]
    staff = [Clin(r, c, "nurse", title=r.choice(titles)) for _ in range(r.randint(3, 5))]
    ndays = r.randint(3, 5)
    days = [wk + datetime.timedelta(days=i) for i in range(ndays)]
    b.w("Medication".ljust(34), "Time  ")
    for dd in days:
        b.w(" | ", ctx.D(dd, "wdm"))
    b.ln()
    ts = clin.times(r)[:r.randint(3, 5)]
    ld = clin.ld_line(r, c.us_spell, ts[:1]).split(" at ")[0]
    ld = ld.replace(" tablet", " tab").replace("(Madopar) ", "").replace("(Lecado) ", "")
    rows = [(ld, t) for t in ts]
    if r.random() < 0.6:
        rows.append((r.choice(["Rasagiline 1 mg", "Opicapone 50 mg", "Ropinirole XL 4 mg", "Safinamide 50 mg"]), r.choice(["08:00", "22:00"])))
    if r.random() < 0.5:
        rows.append(("Rotigotine patch 4 mg/24h (site: ____)", "08:00"))
    notes = []
    for med, t in rows:
        b.w(med[:33].ljust(34), t, " ")
        hh, mm = int(t[:2]), int(t[3:])
        for i, dd in enumerate(days):
            k = r.random()
            if k < 0.08:
                b.w(" | R     ")
                m3 = hh * 60 + mm + 20
                notes.append((dd, t, "refused - re-offered at %02d:%02d, taken" % (m3 // 60, m3 % 60)))
            elif k < 0.12:
                b.w(" | S     ")
            else:
                late = r.choice([0, 0, 0, 5, 10, 15, 40, 55])
                m2 = mm + late
                at = "%02d:%02d" % (hh + m2 // 60, m2 % 60)
                who = r.choice(staff)
                b.w(" | ", at, " ", P("DOCTOR", who.first[0] + who.last[0]))
                if late >= 40:
                    notes.append((dd, t, "given %d min late (%s)" % (late, r.choice(["GP round", "resident asleep",
                                                                                      "stock not delivered", "fire drill"]))))
        b.ln()
    b.blank()
    b.ln(CODES)
    if notes:
        b.ln("Notes:")
        for dd, t, n in sorted(notes[:4]):
            b.ln("  ", ctx.D(dd, r.choice(["dm", "num"])), " ", t, " - ", n)
    b.blank()
    b.ln("Staff signatures (eMAR access by fingerprint):")
    for s in staff:
        bio = r.choice(["FP-%s" % dg(r, 5), "BIO%s" % dg(r, 6), "FPT-%s-%s" % (lt(r, 2), dg(r, 4))])
        b.ln("  ", P("DOCTOR", s.first[0] + s.last[0]), "  ", s.n("full"), "  (", s.job, ")  biometric ID ", P("BIOID", bio))
    b.blank()
    rev = ctx.nurse
    b.ln("Chart reviewed by ", rev.n("full"), ", ", rev.job, ", on ", ctx.D(ctx.days(r.randint(1, 6)), "num"),
         r.choice([". Timings realigned to resident's waking time.", ". No changes.", ". Recommend dispersible doses for morning OFF."]))
    if r.random() < 0.5:
        b.ln("Home contact: ", ctx.phone(), "   Manager: ", Clin(r, c, "admin", title="Home Manager").n("full"))
    return b, c.code

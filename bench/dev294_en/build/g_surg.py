"""Genres: epilepsy surgery MDT outcome; pregnancy and anti-seizure medication counselling note."""
import datetime as dt

import clin as C
import parts as T
import pools as P
from common import pick, chance

ROLES = [("Consultant Neurosurgeon", "Mr"), ("Consultant Neuroradiologist", "Dr"), ("Consultant Neuropsychologist", "Dr"),
         ("Clinical Neurophysiologist", "Dr"), ("Neuropsychiatrist", "Dr"), ("Epilepsy Nurse Specialist", None),
         ("Epilepsy Fellow", "Dr"), ("MDT Coordinator", None), ("Consultant Neurologist", "Dr")]

OUTCOMES = [
    ("Offer left anterior temporal lobectomy with amygdalohippocampectomy.",
     "Estimated chance of seizure freedom 60-70% at 2 years. Risks discussed: contralateral superior quadrantanopia (~10% affecting driving eligibility), verbal memory decline, mood change, stroke/infection <2%."),
    ("Proceed to stereo-EEG (SEEG) implantation: 11 depth electrodes targeting right orbitofrontal, insula and cingulate.",
     "Aim to define the seizure onset zone before resection. Risk of haemorrhage ~1% per implantation."),
    ("Not a candidate for resective surgery (bilateral independent onsets). Recommend VNS.",
     "Expected 50% responder rate ~40-50% at 2 years; magnet use explained."),
    ("Offer MRI-guided laser interstitial thermal therapy (LITT) of the left mesial temporal structures.",
     "Lower seizure-freedom rates than open surgery but shorter recovery; verbal memory risk lower."),
    ("Offer lesionectomy of the right parietal cavernoma including the haemosiderin rim.",
     "Seizure freedom expected in approximately 70-80%. Small risk of sensory deficit in the left hand."),
    ("Further investigation required: FDG-PET and MEG before decision.", "Case to be re-presented with results."),
    ("Refer for responsive neurostimulation / DBS (anterior thalamic nucleus) discussion.", "Not suitable for resection due to overlap with eloquent cortex."),
]


def mdt_outcome(n, ctx, k):
    r = ctx.r
    p = k.p
    mtg = ctx.days_ago(0, 10)
    n.ln(pick(r, ["EPILEPSY SURGERY MULTIDISCIPLINARY TEAM MEETING - OUTCOME", "Epilepsy Surgery MDT Outcome", "COMPREHENSIVE EPILEPSY SURGERY CONFERENCE - SUMMARY",
                  "Pre-surgical Epilepsy MDT: case discussion"]))
    n.ln(("HOSPITAL", k.hosp), pick(r, ["", " - Regional Epilepsy Surgery Programme", " Comprehensive Epilepsy Centre"]))
    n.w("\n")
    n.ln("Meeting date: ", ("DATE", ctx.d(mtg, pick(r, [None, "wd_long", "long"]))), "   MDT ref: ", ("IDNUM", ctx.idnum("mdt")))
    if chance(r, .4):
        n.ln("Venue: ", ("LOCATION_OTHER", pick(r, P.BUILDINGS)), pick(r, [", seminar room 2", " + video link", ", Level 4 meeting room"]))
    n.w("Present: ")
    chair = ctx.clin()
    n.w(ctx.doc(chair, "title_full"), " (Chair, Consultant Neurologist)")
    for role, ttl in r.sample(ROLES, r.randint(3, 6)):
        m = ctx.clin()
        n.w("; ")
        if ttl:
            t = ctx.ttl(ttl if not (ttl == "Mr" and m.sex == "F") else "Ms")
            n.w(t, " ", ("DOCTOR", pick(r, [m.last, m.first + " " + m.last])), " (", role, ")")
        else:
            n.w(("DOCTOR", m.first + " " + m.last), " (", role, ")")
    n.ln()
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["table", "line", "caps"]))
    n.ln("Referring consultant: ", ctx.doc(k.cons, "title_full"), ", ", ("HOSPITAL", ctx.hospital()))
    n.w("\n")
    n.ln("CLINICAL SUMMARY")
    onset = r.randint(1, max(2, p.age - 2))
    n.w(T.age(ctx, p.age, pick(r, ["yo_hyph", "yo", "sex"]), sex=p.sex), " ", pick(r, ["right-handed", "left-handed"]), " ")
    if p.age < 18:
        n.w("pupil at ", ("ORGANIZATION", ctx.school()), " ")
    elif chance(r, .5):
        n.w(T.job(k), " ")
    else:
        n.w(pick(r, ["patient ", "man " if p.sex == "M" else "woman "]))
    n.ln("with ", k.dx, ". Seizure onset aged ", ("AGE", str(onset)), pick(r, [" after complex febrile seizures aged ", " following meningitis aged "]),
         ("AGE", str(max(1, onset - r.randint(1, 3)) if onset > 1 else 1)), ". Habitual seizures: ", pick(r, C.SEIZ_TYPES), ", %d-%d per month." % (r.randint(1, 5), r.randint(6, 30)))
    cur = set(C.dname(x) for x in k.asms)
    failed = [C.dname(x) for x in C.regimen(r, 3, 6) if C.dname(x) not in cur]
    n.ln("Failed ASMs: ", ", ".join(failed) or "none documented", ". Current: ", "; ".join(k.asms), ".")
    n.w("\n")
    n.ln("INVESTIGATIONS")
    n.ln("- Video-EEG (", ("DATE", ctx.d(ctx.days_ago(40, 300), pick(r, ["my", None]))), ", study ", ("IDNUM", ctx.idnum("vt")), "): ",
         pick(r, ["5 habitual FIAS, all left temporal onset.", "3 seizures, right frontal onset, poorly localised.", "independent bitemporal onsets (L>R).",
                  "habitual events with left hemispheric onset; interictal left temporal spikes."]))
    n.ln("- ", pick(r, C.MRI))
    n.ln("- FDG-PET: ", pick(r, ["left temporal hypometabolism", "normal", "right frontal hypometabolism", "not yet performed"]), ".")
    n.ln("- Neuropsychology (", ctx.doc(ctx.clin(), "title_last"), "): FSIQ %d, verbal memory %s centile, visual memory %s centile; " % (r.randint(72, 118), pick(r, ["2nd", "9th", "25th", "37th"]), pick(r, ["16th", "50th", "63rd"])),
         pick(r, ["profile suggests left temporal dysfunction.", "no lateralising features.", "right frontal executive weakness."]))
    n.ln("- fMRI language: ", pick(r, ["left dominant", "bilateral", "right dominant (atypical)"]), ". ", pick(r, ["Wada (IAP) not required.", "Wada: memory supported by right hemisphere.", "MEG: cluster of dipoles in left anterior temporal lobe."]))
    n.ln("- Neuropsychiatry: ", pick(r, ["history of depression, currently stable.", "no contraindication.", "functional seizures also present; psychology input advised."]))
    n.w("\n")
    out, risk = pick(r, OUTCOMES)
    n.ln("MDT OUTCOME")
    n.ln(out)
    n.ln(risk)
    n.w("\n")
    n.ln("ACTIONS")
    n.ln("1. Outcome to be discussed with the patient by ", ctx.doc(k.cons, "title_last"), " in clinic on ", ("DATE", ctx.d(ctx.days_after(7, 50), pick(r, [None, "long", "wd_ord"]))), ".")
    n.ln("2. ", pick(r, ["Neurosurgical consultation with ", "Pre-operative assessment arranged with ", "SEEG planning with "]), ctx.doc(ctx.clin(), "title_full"), ".")
    n.ln("3. Driving: not to drive; ", pick(r, ["visual field testing post-operatively", "licensing implications explained"]), ".")
    num = 4
    if chance(r, .5):
        n.ln("%d. " % num, T.his(k, True), " ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["full", "first"])), " (", ("PHONE", ctx.phone("mobile")), ") asked to be contacted regarding dates.")
        num += 1
    if chance(r, .4):
        n.ln("%d. Funding request submitted, reference " % num, ("IDNUM", ctx.idnum("ref")), ".")
    n.w("\n")
    n.ln("Outcome recorded by ", ctx.nm(ctx.clin(sex="F"), "DOCTOR", "full"), " (MDT coordinator), ", ("EMAIL", ctx.email(role="epilepsy.mdt")), ", ", ("PHONE", ctx.phone(ext=True)))
    if chance(r, .5):
        T.audit(n, ctx, chair, mtg, "Approved")
    n.ln("cc: ", ctx.doc(k.gp, "title_full"), ", ", ("HOSPITAL", k.practice), "; patient")


def pregnancy_note(n, ctx, k):
    r = ctx.r
    p = k.p
    visit = ctx.days_ago(0, 4)
    pregnant = chance(r, .6)
    n.ln(("HOSPITAL", k.hosp), pick(r, [" - Epilepsy and Pregnancy Clinic", " Joint Obstetric Neurology Clinic", " Women's Epilepsy Service"]))
    n.ln(pick(r, ["PREGNANCY AND ANTI-SEIZURE MEDICATION COUNSELLING" if not ctx.us else "PREGNANCY AND ANTISEIZURE MEDICATION COUNSELING",
                  "Pre-conception counselling - epilepsy" if not pregnant else "Antenatal epilepsy review", "Clinic note: women with epilepsy"]))
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["table", "re", "line", "caps"]))
    n.ln("Date: ", ("DATE", ctx.d(visit)), "   Seen by: ", ctx.doc(k.cons, pick(r, ["title_full", "full_cred"])))
    mid = ctx.clin(sex="F")
    if k.rel.sex == "M" and k.rel_word in ("husband", "partner", "father", "brother"):
        comp, cw = k.rel, k.rel_word
    else:
        comp, cw = ctx.person(sex="M", age=p.age + r.randint(-3, 8)), pick(r, ["partner", "husband"])
        comp.last = p.last if cw == "husband" and chance(r, .5) else comp.last
    n.ln("Also present: ", pick(r, ["specialist midwife ", "epilepsy nurse ", "obstetric registrar Dr "]), ctx.nm(mid, "DOCTOR", "full"),
         "; ", cw, " ", ctx.nm(comp, "FAMILY", pick(r, ["first", "full"])))
    n.w("\n")
    n.w(ctx.nm(p, "PATIENT", pick(r, ["title_last", "first"])), " is a ", T.age(ctx, p.age, pick(r, ["yo_hyph", "words"])), " ")
    if chance(r, .6):
        n.w(T.job(k), " ")
    n.w("with ", pick(r, ["juvenile myoclonic epilepsy", "focal epilepsy of unknown cause", "genetic generalised epilepsy", "left temporal lobe epilepsy"]), ". ")
    if pregnant:
        lmp = visit - dt.timedelta(days=r.randint(42, 150))
        ga = (visit - lmp).days
        g = r.randint(1, 4)
        n.w("G%dP%d, currently %d+%d weeks pregnant (LMP " % (g, r.randint(0, g - 1), ga // 7, ga % 7), ("DATE", ctx.d(lmp)), ", EDD ",
            ("DATE", ctx.d(lmp + dt.timedelta(days=280), pick(r, [None, "long"]))), "). ")
        if chance(r, .2):
            n.ln("Conceived after IVF at ", ("HOSPITAL", ctx.hospital()), ".")
        else:
            n.ln(pick(r, ["This is a planned pregnancy.", "The pregnancy was unplanned."]))
    else:
        n.ln("She is planning a pregnancy in the next ", pick(r, ["6 months", "year", "1-2 years"]), " and was referred for pre-conception advice.")
    n.ln("Seizure control: ", pick(r, ["seizure free since ", "last GTCS ", "myoclonic jerks only since "]), ("DATE", ctx.d(ctx.days_ago(90, 1400), pick(r, ["my", "y", None]))), ".")
    regs = list(k.asms[:2])
    if chance(r, .35):
        regs[0] = "sodium valproate %d mg BD" % pick(r, [300, 500, 600])
    n.ln("Current ASM: ", "; ".join(regs), "; folic acid ", pick(r, ["5 mg", "4 mg", "0.4 mg", "1 mg"]), " daily.")
    if not pregnant:
        n.ln("Contraception: ", pick(r, ["levonorgestrel IUS", "none (trying to conceive)", "progestogen-only pill - discussed interaction", "copper IUD"]), ".")
    n.w("\n")
    n.ln("Counselling given:")
    pts = ["Major congenital malformation risk: approximately 2-3% with lamotrigine or levetiracetam monotherapy vs about 10% with valproate; background 2-3%.",
           "Neurodevelopmental risk with valproate (up to 30-40% in some studies) explained.",
           "Lamotrigine clearance increases in pregnancy: monthly levels; dose adjusted per level (pre-pregnancy baseline %.1f mg/L)." % (r.randint(20, 90) / 10),
           "Risk of seizures in labour is low (1-2%); plan delivery on consultant-led unit.",
           "Breastfeeding is encouraged with current medication.",
           "Postpartum: protect sleep, change nappies on the floor, bathe baby with another adult present.",
           "Do not stop or change medication without advice."]
    for s in r.sample(pts, r.randint(4, 6)):
        n.ln("- ", s)
    if any("valproate" in x for x in regs):
        n.ln("- Valproate Pregnancy Prevention Programme: Annual Risk Acknowledgement Form signed ", ("DATE", ctx.d(visit)), ", form no. ", ("IDNUM", "ARAF-" + ctx.digits(6)), ".")
    n.w("\n")
    n.ln("Plan:")
    if pregnant:
        n.ln("1. Detailed anomaly scan at 20 weeks booked for ", ("DATE", ctx.d(ctx.days_after(20, 70), pick(r, [None, "wd_long", "long"]))), " at ", ("HOSPITAL", ctx.hospital()), ".")
        reg = {"UK": "UK and Ireland Epilepsy and Pregnancy Register", "IE": "UK and Ireland Epilepsy and Pregnancy Register",
               "US": "North American AED Pregnancy Registry", "CA": "North American AED Pregnancy Registry", "AU": "Australian Pregnancy Register"}[ctx.c]
        n.ln("2. Registered with the pregnancy register (", reg if chance(r, .8) else "EURAP",
             "), ref ", ("IDNUM", ctx.idnum("ref")), ".")
        n.ln("3. Obstetrician: ", ctx.doc(ctx.clin(), "title_full"), "; community midwife ", ctx.nm(ctx.clin(sex="F"), "DOCTOR", "full"), ", ", ("PHONE", ctx.phone()), ".")
    else:
        n.ln("1. Switch ", C.dname(regs[0]), " to ", pick(r, ["lamotrigine", "levetiracetam"]), " over 8-12 weeks before conception.")
        n.ln("2. Start folic acid 5 mg now; continue contraception until switch complete.")
        n.ln("3. Review in clinic on ", ("DATE", ctx.d(ctx.days_after(30, 120), pick(r, [None, "long", "my"]))), ".")
    n.ln("4. Bloods: ", C.dname(regs[0]), " level and FBC on ", ("DATE", ctx.d(ctx.days_after(3, 30), pick(r, ["dm", "dm_num", None]))), ".")
    n.w("Epilepsy/pregnancy advice line: ", ("PHONE", ctx.phone(ext=chance(r, .4))))
    if chance(r, .4):
        n.w("; information: ", ("URL", ctx.url()))
    n.ln()
    n.w("\n")
    if chance(r, .6):
        T.signature(n, ctx, k.cons, pick(r, ["Consultant Neurologist", "Consultant Obstetric Physician", "Epilepsy Consultant"]), sincerely=False)
    else:
        T.audit(n, ctx, k.cons, visit)
    if chance(r, .5):
        n.ln("cc: ", ctx.doc(k.gp, "title_full"), " (", ("HOSPITAL", k.practice), "); ", pick(r, ["Antenatal clinic", "Community midwifery team", "Obstetrics"]))

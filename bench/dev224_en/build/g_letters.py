"""Letter genres: discharge summary to GP; TIA clinic letter; brain injury (TBI) referral to neurorehabilitation."""
import fake as F
import clin as C
import pools as P
from common import ORIGIN, HOLIDAY, H, DT, PT, AGE_SEX, ID_BLOCK, BED, SIGN, FOOTER, JOB, FAMREF, bullets, TIME, LETTERHEAD, CC, NOK, GP_ADDR

ROADS = ["N17", "N4", "M50", "A483", "M8 near junction 14", "A6", "N25 at the Midleton bypass", "M62", "A9 north of the Drumochter pass",
         "N5", "M4 near junction 32", "A1(M)", "N11 near Kilmacanogue", "R446 outside Kilbeggan"]


def discharge(d, rng, c, st, a):
    d.line(rng.choice(["STROKE DISCHARGE SUMMARY", "Immediate Discharge Letter (IDL)", "DISCHARGE SUMMARY - STROKE SERVICE",
                       "Discharge Summary to GP", "Electronic Discharge Summary"]))
    d.put((c.hosp, "HOSPITAL"))
    d.t(" | ")
    d.put((c.ward, "HOSPITAL"))
    d.t(" | Consultant: ")
    d.put(F.N(c.cons, rng.choice(["dr", "dr_full", "dr_init"])))
    d.nl()
    if st.rule:
        d.line(st.rule)
    d.line("To:")
    GP_ADDR(d, rng, c, st, lines=rng.random() < 0.5)
    if rng.random() < 0.5:
        d.w("Fax {f}  /  {e}", f=(c.gp_fax, "FAX"), e=(c.gp_email, "EMAIL"))
        d.nl()
    d.nl()
    ID_BLOCK(d, rng, c, st, addr=True)
    d.w("Admitted: {a}   Discharged: {b}   LOS {n} days", a=DT(rng, st, c.adm), b=DT(rng, st, c.dis), n=str(c.los))
    d.nl()
    dest = rng.choice(["Home", "Home with ESD", "Home with package of care", "Transfer to rehab", "Nursing home"])
    d.t("Discharge destination: ")
    if dest == "Transfer to rehab":
        d.put(["Transfer to ", (c.rehab, "HOSPITAL")])
    elif dest == "Nursing home":
        d.put([(c.carehome, "HOSPITAL")])
    else:
        d.t(dest)
    d.nl(2)
    H(d, st, "Diagnosis")
    if c.subtype == "ICH":
        d.line("1. Primary intracerebral haemorrhage, %s %s" % (c.side, c.territory))
    else:
        d.line("1. Acute ischaemic stroke - %s %s (OCSP: %s; TOAST: %s)" % (c.side, c.territory, c.ocsp,
               "cardioembolic" if c.af else rng.choice(["small vessel", "large artery atherosclerosis", "undetermined"])))
    sec = rng.sample(["Aspiration pneumonia (treated)", "UTI (E. coli) - treated", "Post-stroke depression", "Hyponatraemia (SIADH)",
                      "New AF" if c.af else "Hypertension - poorly controlled", "Fall on ward, no injury", "Constipation",
                      "Hospital-acquired COVID-19, mild", "Left shoulder pain (subluxation)"], rng.randrange(1, 4))
    for i, s in enumerate(sec):
        d.line("%d. %s" % (i + 2, s))
    d.nl()
    H(d, st, "Presentation")
    d.put(PT(rng, c, st))
    d.t(", ")
    d.put(AGE_SEX(rng, c))
    d.t(", presented on ")
    d.put(DT(rng, st, c.onset))
    d.t(" with " + rng.choice(["sudden %s-sided weakness" % c.contra, "slurred speech and facial droop", "collapse and %s hemiparesis" % c.contra,
                              ("word-finding difficulty and %s arm weakness" % c.contra) if c.aphasia else "%s hemisensory loss" % c.contra]) + ". NIHSS %d on arrival. " % c.nihss)
    if c.lysis:
        d.t("Thrombolysed with %s (DTN %d min). " % (c.agent, rng.randrange(20, 80)))
    if c.thrombectomy:
        d.t("Mechanical thrombectomy at ")
        d.put((c.neuro, "HOSPITAL"))
        d.t(" - TICI %s reperfusion; repatriated day %d. " % (rng.choice(["2b", "3", "2c", "2a"]), rng.randrange(1, 4)))
    d.nl(2)
    H(d, st, "Investigations")
    d.put(["CT brain (", DT(rng, st, c.adm, short=True), "): "])
    d.line(C.ct_head(rng, c))
    if rng.random() < 0.6:
        d.line(C.mri(rng, c))
    d.line(rng.choice(["Carotid duplex: <50% stenosis bilaterally.", "Carotid doppler - no significant stenosis.",
                       "Carotid duplex: %s ICA 50-69%% - discussed with vascular, for BMT." % c.side]))
    d.line(rng.choice(["TTE: LVEF 55%, no thrombus, no PFO on bubble study.", "Echo: mildly dilated LA, normal LV function.",
                       "TOE: PFO with ASA - for PFO clinic."]))
    if rng.random() < 0.35:
        d.w("Implantable loop recorder inserted {dt} (serial {s}) - remote monitoring set up.",
            dt=DT(rng, st, F.plus(c.dis, -rng.randrange(1, 4)), short=True), s=(F.device_serial(rng, "ilr"), "DEVICE"))
        d.nl()
    else:
        d.line(rng.choice(["72h Holter: sinus rhythm, no AF.", "Telemetry: paroxysmal AF captured." if c.af else "Telemetry: SR throughout.",
                           "7-day patch monitor arranged as outpatient."]))
    d.line("Bloods: " + C.bloods(rng, "inline"))
    d.nl()
    H(d, st, "Progress")
    d.t(rng.choice(["Made steady progress with MDT input. ", "Slow recovery complicated by chest infection. ",
                    "Good neurological recovery. ", "Stay prolonged awaiting home care package. "]))
    d.t(C.swallow(rng, c) + " ")
    if c.af:
        d.t("Anticoagulation commenced day %d. " % rng.randrange(3, 15))
    if c.family and rng.random() < 0.5:
        d.t("Family meeting held with ")
        d.put(F.N(c.family[0], rng.choice(["full", "first"])))
        d.t(" (" + c.family[0].rel + ") on ")
        d.put(DT(rng, st, F.plus(c.adm, rng.randrange(3, max(4, c.los))), short=True))
        d.t(". ")
    d.nl(2)
    H(d, st, "Function at discharge")
    d.line("NIHSS %d | mRS %d | Barthel %d/20" % (c.nihss_d, c.mrs_d, max(0, 20 - c.mrs_d * 3 - rng.randrange(0, 3))))
    d.line("Mobility: " + rng.choice(["indep", "stick, supervision outdoors", "rollator", "wheelchair; 1 assist transfers", "hoist"]) +
           "; Swallow: " + ("IDDSI %d/%d" % (rng.choice([5, 6]), rng.choice([0, 1, 2])) if c.dysphagia else "normal") +
           "; Cognition: " + rng.choice(["MoCA %d/30" % rng.randrange(14, 30), "OCS - attention deficit", "grossly intact"]))
    d.nl()
    H(d, st, "Medications on discharge")
    for m in C.meds(rng, c):
        d.line(st.bullet + m + rng.choice(["", "", "", "  (NEW)", "  (CHANGED)"]))
    if rng.random() < 0.4:
        d.line("STOPPED: " + rng.choice(["aspirin (switched to clopidogrel)", "simvastatin", "naproxen", "bendroflumethiazide"]))
    d.line("Allergies: " + rng.choice(C.ALLERGY))
    if rng.random() < 0.3:
        d.t("Dosette box filled by ")
        d.put((c.pharmacy, "HOSPITAL"))
        d.line(".")
    d.nl()
    H(d, st, "Follow-up")
    d.t(st.bullet + rng.choice(["Stroke clinic, ", "Stroke OPD ", "Consultant stroke clinic at "]))
    d.put((c.hosp, "HOSPITAL"))
    d.t(" on ")
    d.put(DT(rng, st, c.clinic))
    d.t(rng.choice([" at 10:30", " 14:15", " (AM)", ""]))
    d.t(" with ")
    d.put(F.N(c.cons, rng.choice(["dr", "dr_init"])))
    d.nl()
    if dest == "Home with ESD":
        d.t(st.bullet + "ESD team (")
        d.put(("%s Stroke ESD Team" % c.addr["town"], "HOSPITAL"))
        d.t(") to contact within 24-72h")
        d.nl()
    bullets(d, st, rng.sample(["Community PT/OT referral sent", "6-month stroke review (SSNAP) due", "Outpatient SLT", "Psychology OPD",
                               "Orthoptics for visual field assessment", "Spasticity clinic if tone increases"], rng.randrange(1, 4)))
    d.nl()
    H(d, st, "Actions for GP")
    bullets(d, st, rng.sample(["Check U&E in 1-2 weeks (ramipril started)", "BP target <130/80 - titrate antihypertensives",
                               "Repeat lipids in 3 months; target LDL <1.8", "Review mood at 6 weeks", "Stop DAPT after 21 days, continue clopidogrel",
                               "Annual flu vaccine", "HbA1c in 3 months"], rng.randrange(2, 5)))
    d.nl()
    d.t("Driving advice given. Stroke information pack given to patient")
    if c.family:
        d.t(" and ")
        d.put(FAMREF(rng, c.family[0], ["first", "full"]))
    d.line(".")
    if rng.random() < 0.3:
        d.w("SSNAP/audit ID: {x}", x=(F.digits(rng, rng.choice([7, 8])), "IDNUM"))
        d.nl()
    SIGN(d, rng, a, st, when=c.dis)
    d.t("for ")
    d.put(F.N(c.cons, "dr_full"))
    d.line(", Consultant Stroke Physician")
    if rng.random() < 0.5:
        d.w("Stroke secretary: {p}", p=(F.ext_phone(rng, c.country), "PHONE"))
        d.nl()
    FOOTER(d, rng, c, a, st, c.dis, 0.35)


def tia(d, rng, c, st, a):
    LETTERHEAD(d, rng, c, c.hosp, c.dom, rng.choice(["Rapid Access TIA Clinic", "TIA & Stroke Prevention Clinic", "Neurovascular Clinic",
                                                     "Daily TIA Service"]), st)
    d.nl()
    cd = F.plus(c.onset, rng.randrange(1, 8))
    d.w("Clinic date: {a}    Dictated: {b}    Typed: {t}", a=DT(rng, st, cd), b=DT(rng, st, cd, True), t=DT(rng, st, F.plus(cd, rng.randrange(1, 5)), True))
    d.nl(2)
    GP_ADDR(d, rng, c, st)
    d.nl()
    d.t("Dear ")
    d.put(F.N(c.gp, rng.choice(["dr", "dr_full"])))
    d.line(",")
    d.nl()
    d.t("Re: ")
    d.put(F.N(c.pt, rng.choice(["full", "caps", "full_mid"])))
    d.w(", DOB {dob}, {mlab} {m}", dob=DT(rng, st, c.dob), mlab=rng.choice(["MRN", "Hosp no."]), m=(c.mrn, "MRN"))
    if c.hp:
        d.w(", {l} {v}", l=c.hp[0], v=(c.hp[1], "HEALTHPLAN"))
    d.nl()
    d.put(F.ADDR(c.addr))
    d.nl(2)
    d.t("Diagnosis: " + rng.choice(["TIA - %s hemisphere" % c.side, "%s amaurosis fugax" % c.side.capitalize(), "Minor stroke (DWI positive)",
                                    "Probable TIA - posterior circulation", "Migraine aura - not TIA"]))
    d.t(". ABCD2 %d." % rng.randrange(2, 7))
    d.nl()
    d.line("Risk factors: " + ", ".join(rng.sample(["HTN", "hyperlipidaemia", "smoker", "T2DM", "AF", "obesity", "FHx stroke"], 3)) + ".")
    d.nl()
    d.t("Thank you for referring ")
    d.put(PT(rng, c, st, ["title_full", "title_last", "full"]))
    d.t(", a ")
    d.put(F.A(c.age, rng.random() < 0.1))
    d.t("-year-old ")
    d.put((c.job, "PROFESSION") if not c.retired else ["retired ", (c.job, "PROFESSION")])
    d.t(", who on ")
    d.put(DT(rng, st, c.onset, short=rng.random() < 0.5))
    d.t(" at approximately %s " % TIME(rng, 6, 22))
    d.t(rng.choice(["developed %s hand numbness and clumsiness lasting about 20 minutes" % c.contra,
                    "noticed curtain-like loss of vision in the %s eye for 5 minutes" % c.side,
                    "had slurred speech and %s facial droop, resolved within an hour" % c.contra,
                    "experienced transient word-finding difficulty while at " + ("work" if not c.retired else "Mass")]))
    d.t(". " + rng.choice(["This was witnessed by " + c.nok.rel + " ", "Collateral from " + c.nok.rel + " "]))
    d.put(FAMREF(rng, c.nok))
    d.t(". " + rng.choice(["No headache, no LOC. ", "No similar previous episodes. ", "A similar brief episode occurred the week before. "]))
    d.nl(2)
    d.t("PMH: " + ", ".join(C.pmh(rng, rng.randrange(1, 5))) + ". Medications: " + ", ".join(C.SEC_PREV[3:3 + rng.randrange(1, 4)]) + ".")
    d.nl()
    d.t("Social: " + ("drives, " if c.drives else "non-driver, ") + rng.choice(["ex-smoker", "smokes 15/day", "never smoked"]) +
        ", alcohol %d units/wk. Lives " % rng.randrange(0, 30) + c.lives + ".")
    d.nl(2)
    d.t("On examination: " + C.vitals(rng, "inline", c.af) + ". " + C.exam(rng, c) + " ECG: " +
        rng.choice(["SR 72, normal axis.", "AF, rate 88.", "SR with 1st degree HB."]))
    d.nl()
    d.line("Investigations: " + C.ct_head(rng, c) + " " + C.mri(rng, c))
    d.t("Carotid duplex (")
    d.put(DT(rng, st, cd, True))
    d.line("): " + rng.choice(["no significant stenosis.", "%s ICA 70-80%% symptomatic stenosis." % c.side.capitalize(), "<50% bilaterally."]))
    d.line("Bloods: " + C.bloods(rng, "inline"))
    d.nl()
    H(d, st, "Plan")
    plan = ["Clopidogrel 300mg load then 75mg OD; aspirin 75mg OD for 21 days (DAPT)", "Atorvastatin 80mg nocte",
            "BP target <130/80", "24h Holter", "Smoking cessation advice given", "No driving for 1 month"]
    bullets(d, st, rng.sample(plan, rng.randrange(3, 6)))
    if rng.random() < 0.4:
        d.t("Referred urgently to ")
        d.put(F.N(c.nsurg if rng.random() < 0.2 else F.clinician(rng, c.country, "consultant"), rng.choice(["dr_full", "dr"])))
        d.t(", vascular surgery at ")
        d.put((rng.choice(P.HOSP[c.country]), "HOSPITAL"))
        d.line(", for consideration of carotid endarterectomy.")
    d.t("Follow-up: " + rng.choice(["TIA clinic in 6 weeks", "nurse-led telephone review", "discharged to GP care"]))
    if rng.random() < 0.5:
        d.t(" - ")
        d.put(DT(rng, st, F.plus(cd, rng.randrange(30, 60))))
    d.line(".")
    SIGN(d, rng, a, st)
    if rng.random() < 0.5:
        d.t(rng.choice(["DD/", "Dict/typed: "]))
        d.put(F.N(a, "inits"))
        d.t("/")
        sec = F.clinician(rng, c.country, "clerk")
        d.put((sec.initials(False).lower(), "DOCTOR"))
        d.nl()
    CC(d, rng, c, st)
    FOOTER(d, rng, c, a, st, cd, 0.2)


def tbi(d, rng, c, st, a):
    d.line(rng.choice(["REFERRAL FOR SPECIALIST INPATIENT NEUROREHABILITATION", "Acquired Brain Injury - Rehabilitation Referral",
                       "Rehabilitation Prescription (major trauma)", "INTER-HOSPITAL TRANSFER: NEUROSURGERY TO NEUROREHAB"]))
    d.t("From: ")
    d.put((c.neuro, "HOSPITAL"))
    d.t(", " + rng.choice(["Neurosurgery", "Neuro ICU", "Major Trauma Ward"]) + " (")
    d.put((c.ward, "HOSPITAL"))
    d.line(")")
    d.t("To: ")
    d.put((c.rehab, "HOSPITAL"))
    d.nl()
    rd = F.plus(c.onset, rng.randrange(14, 80))
    d.w("Date: {dt}   Referral no. {r}", dt=DT(rng, st, rd), r=(F.refno(rng, rng.choice(["ABI", "NRH", "REF"]), rd), "IDNUM"))
    d.nl()
    if st.rule:
        d.line(st.rule)
    ID_BLOCK(d, rng, c, st, addr=True)
    if rng.random() < 0.4:
        d.w("{l}: {v}", l=c.ssn[0], v=(c.ssn[1], "SSN"))
        d.nl()
    NOK(d, rng, c, st)
    if rng.random() < 0.2:
        d.w("Secure-unit biometric enrolment ref: {b}", b=(F.bioid(rng), "BIOID"))
        d.nl()
    d.nl()
    H(d, st, "Injury")
    d.t("Date of injury: ")
    d.put(DT(rng, st, c.onset))
    d.t(". Mechanism: " + c.mech)
    if "road" in c.mech or "motorbike" in c.mech:
        d.t(" on the ")
        d.put((rng.choice(ROADS), "LOCATION_OTHER"))
        if rng.random() < 0.5:
            d.t(" (police ref ")
            d.put((F.digits(rng, 2) + "/" + F.digits(rng, 6), "IDNUM"))
            d.t(")")
    elif "work" in c.mech or "building" in c.mech:
        d.t(" at ")
        d.put((c.employer, "ORGANIZATION"))
        d.t(" (HSA/HSE notified)")
    d.line(".")
    d.line("GCS at scene %d/15; %s" % (c.gcs_scene, rng.choice(["intubated at scene by HEMS", "intubated in ED", "not intubated, GCS 13 on arrival"])))
    d.line("CT: " + C.ct_head(rng, c))
    d.nl()
    H(d, st, "Neurosurgical course")
    d.t(rng.choice(["Decompressive craniectomy ", "Evacuation of ASDH via craniotomy ", "ICP bolt inserted ", "Managed conservatively in NICU from "]))
    d.put(DT(rng, st, F.plus(c.onset, rng.choice([0, 0, 1]))))
    d.t(" (")
    d.put(F.N(c.nsurg, "dr" if c.nsurg.title == "Dr" else "title_last"))
    d.line(").")
    if rng.random() < 0.45:
        d.w("VP shunt for post-traumatic hydrocephalus; programmable valve serial {s}, setting {p}.",
            s=(F.device_serial(rng, "shunt"), "DEVICE"), p=rng.choice(["1.5", "2.0", "120 mmH2O", "level 3"]))
        d.nl()
    d.line(rng.choice(["Tracheostomy day 9, decannulated day 24.", "PEG inserted; currently on overnight feeds.",
                       "Seizure day 3 - levetiracetam.", "VAP treated with pip-taz.", "Bone flap stored; cranioplasty planned in 3-6 months."]))
    d.nl()
    H(d, st, "Current status")
    d.line("GCS 15/15 (E4 V5 M6). PTA: " + rng.choice(["emerged day %d (Westmead PTA Scale)" % c.pta, "ongoing - Westmead %d/12" % rng.randrange(4, 12),
                                                      "emerged; GOAT 78"]))
    d.line("Rancho Los Amigos level %s. Agitated Behaviour Scale %d." % (rng.choice(["IV", "V", "VI", "VII"]), rng.randrange(14, 40)))
    d.line("Mobility: " + rng.choice(["hoist", "transfers with 1", "walking with supervision", "indep but impulsive"]) +
           ". Swallow: " + ("PEG/NBM" if c.dysphagia else "IDDSI 7/0") + ". Continence: " + rng.choice(["pads", "continent", "urinary urgency"]))
    d.line("Cognition/behaviour: " + rng.choice(["disinhibited, poor safety awareness", "slowed, flat affect", "fatigues quickly, perseverative",
                                                 "verbally aggressive at times - 1:1 special"]))
    d.line("Rehabilitation Complexity Scale-E: %d. FIM+FAM: %d. GOS-E %d." % (rng.randrange(8, 20), rng.randrange(60, 190), rng.randrange(2, 5)))
    d.nl()
    H(d, st, "Social")
    d.t("Lives " + c.lives + ". Occupation: ")
    d.put(JOB(rng, c))
    d.t(". ")
    if rng.random() < 0.5:
        d.put(ORIGIN(rng, c))
    if c.family:
        for f in c.family[:2]:
            d.t(f.rel.capitalize() + " ")
            d.put(F.N(f, rng.choice(["full", "first"])))
            d.t(" (")
            d.put(F.A(f.age))
            k = rng.choice(["visits daily", "lives in ", "is main carer", "travelling from "])
            d.t(") " + k)
            if k.endswith(" "):
                tw = rng.choice(P.ABROAD)
                d.put([(tw[0], "CITY"), ", ", (tw[1], "STATE"), ", ", (tw[2], "COUNTRY")])
            d.t(". ")
    if c.insurer:
        d.t("Funding: ")
        d.put((c.insurer[0], "ORGANIZATION"))
        d.t(" policy ")
        d.put((c.insurer[1], "HEALTHPLAN"))
        d.t(". ")
    if rng.random() < 0.3:
        d.t("Solicitor: ")
        d.put((rng.choice(P.SOLICITOR), "ORGANIZATION"))
        d.t(" (personal injury claim). ")
    d.nl(2)
    H(d, st, "Rehabilitation goals / needs")
    bullets(d, st, rng.sample(["Behaviour management and structured routine", "Cognitive rehabilitation", "Gait re-education",
                               "Swallow rehabilitation", "Family education and support", "Vocational rehabilitation",
                               "Spasticity management (botulinum toxin)", "Capacity assessment"], rng.randrange(3, 6)))
    SIGN(d, rng, a, st, when=rd)
    FOOTER(d, rng, c, a, st, rd, 0.3)

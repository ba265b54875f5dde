"""Shared header/footer, clinical filler (hard negatives) and six genres."""
import pools as P
from core import pt, doc, fam, age, addr, digits

DX = ["L frontal glioblastoma", "R temporal high-grade glioma", "L convexity meningioma", "R CP angle vestibular schwannoma",
      "aneurysmal SAH (Acom)", "acute on chronic SDH (L)", "R acute EDH", "L MCA malignant infarct",
      "L4/5 disc prolapse with cauda equina", "C5/6 cervical myelopathy", "T8 metastatic cord compression",
      "obstructive hydrocephalus (aqueduct stenosis)", "NPH", "R cerebellar haemorrhage", "pituitary macroadenoma",
      "L thalamic ICH with IVH", "traumatic brain injury, DAI", "cerebral abscess R parietal", "Chiari I malformation",
      "spinal epidural abscess T10-12", "odontoid peg fracture type II", "AVM R parietal, Spetzler-Martin grade 3"]
DRUGS = ["dexamethasone 4 mg BD", "levetiracetam 500 mg BD", "levetiracetam 1 g IV q12h", "nimodipine 60 mg 4-hourly",
         "phenytoin 100 mg TDS", "paracetamol 1 g QDS", "oxycodone 5 mg PRN", "omeprazole 20 mg OD",
         "enoxaparin 40 mg SC daily", "mannitol 0.5 g/kg", "hypertonic saline 3% 150 mL", "ceftriaxone 2 g IV",
         "vancomycin 1.25 g IV q12h", "labetalol 10 mg IV PRN", "propofol 2%", "fentanyl 50 mcg/h",
         "noradrenaline 0.08 mcg/kg/min", "ondansetron 4 mg IV", "acetazolamide 250 mg", "sodium valproate 600 mg BD",
         "tranexamic acid 1 g", "prothrombin complex concentrate 25 units/kg", "vitamin K 10 mg IV", "lacosamide 100 mg BD",
         "temozolomide 75 mg/m2", "pregabalin 75 mg BD", "gabapentin 300 mg TDS", "senna 15 mg nocte"]
SIGNS = ["Babinski upgoing R", "Hoffmann sign positive bilaterally", "Romberg positive", "pronator drift L",
         "no clonus", "plantars flexor", "Lhermitte's sign reported", "Kernig's negative", "Brudzinski negative",
         "Cushing's triad absent", "papilloedema on fundoscopy", "pupils 3 mm ERL", "R pupil 5 mm sluggish",
         "Parinaud's syndrome", "Horner's on L", "reduced perianal sensation", "saddle anaesthesia",
         "power 4/5 L arm", "MRC 3/5 hip flexion bilaterally", "reflexes 3+ brisk", "sensory level T6"]
SCORES = ["GCS 15 (E4V5M6)", "GCS 13 (E3V4M6)", "GCS 8 (E2V1M5)", "GCS 11 E3 V2 M6", "WFNS 2", "Hunt and Hess 3",
          "modified Fisher 3", "mRS 2", "Karnofsky 70", "ECOG 1", "ASIA C", "Frankel D", "NIHSS 9", "mJOA 13",
          "Nurick 3", "ODI 42%", "VAS 7/10", "Tokuhashi 11", "SINS 9", "Marshall III", "Rotterdam 3", "FOUR score 12",
          "Spetzler-Martin 2", "Koos grade 3", "House-Brackmann II", "Simpson grade 2", "Evans index 0.34"]
LABS = ["Na 134 mmol/L", "Na 147", "K 3.8", "Hb 108 g/L", "Hb 13.2 g/dL", "plt 212", "WCC 14.2", "CRP 87",
        "INR 1.1", "INR 2.8", "APTT 31 s", "glucose 9.4 mmol/L", "BSL 7.2", "lactate 1.6", "serum osm 312",
        "urea 6.1", "creat 88 umol/L", "Cr 1.1 mg/dL", "BUN 18", "fibrinogen 2.1", "ALT 34", "albumin 31",
        "CSF protein 0.9 g/L", "CSF glucose 2.1", "CSF WCC 45", "PaCO2 4.8 kPa", "PaO2 12.1", "pH 7.41", "HbA1c 48"]


def pick(r, pool, k):
    return r.sample(pool, k)


def vitals(c):
    r = c.r
    return "HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s, T %.1f" % (
        r.randint(52, 118), r.randint(98, 182), r.randint(48, 96), r.randint(12, 26), r.randint(91, 100),
        r.choice(["RA", "2L NP", "FiO2 0.35", "room air", "4 L/min"]), r.choice([36.4, 36.9, 37.2, 37.8, 38.3]))


def header(b, c, full=True):
    """Patient identification block, variable fields."""
    r = c.r
    style = r.randrange(3)
    if style == 0:
        b.w("Patient: ")
        pt(b, c, allow_title=False)
        b.w(r.choice(["    ", "  |  ", "\n"]), "DOB: ", ("DATE", c.date(c.dob, r.choice(["num", "dash", "abbr", "iso"]))))
        b.w(r.choice(["    ", "  |  ", "\n"]), r.choice(["MRN: ", "MRN ", "Hosp No: ", "Unit No. ", "Folder no: "]), ("MRN", c.mrn), "\n")
    elif style == 1:
        b.w("NAME: ", ("PATIENT", c.pt.last.upper() + ", " + c.pt.first.upper()), "\n")
        b.w("D.O.B. ", ("DATE", c.date(c.dob, "num")), " (", ("AGE", c.age), r.choice(["y)", " yrs)", "Y)"]), "  Sex: ", c.pt.sex, "\n")
        b.w(r.choice(["MRN#", "Record no.", "RN:"]), " ", ("MRN", c.mrn), "\n")
    else:
        b.w(("PATIENT", c.pt.first + " " + c.pt.last), ", ")
        age(b, c, r.choice([2, 6]))
        b.w("- ", ("MRN", c.mrn), "\n")
    if not full:
        return
    if c.c == "GB" and r.random() < .6:
        b.w("NHS No: ", ("MRN", c.nhs()), "\n")
    if r.random() < .2:
        b.w({"US": "SSN: ", "GB": "NI No: ", "ZA": "ID no: "}[c.c], ("SSN", c.ssn()), "\n")
    if c.c != "GB" and r.random() < .35:
        b.w({"US": r.choice(["Insurance: Member ID ", "Medicaid # ", "Policy no. "]),
             "ZA": r.choice(["Medical aid no: ", "Med aid member # "])}[c.c], ("HEALTHPLAN", c.plan()), "\n")
    if r.random() < .35:
        b.w(r.choice(["Encounter: ", "Acct ", "Visit No: ", "FIN: "]), ("ACCOUNT", c.acct()), "\n")
    if r.random() < .25:
        b.w("Address: ")
        addr(b, c)
        b.w("\n")
    if r.random() < .5:
        b.w(r.choice(["Location: ", "Ward: ", "Site: "]), ("HOSPITAL", c.hosp))
        if r.random() < .6:
            b.w(", ", ("HOSPITAL", r.choice(P.WARDS)))
            if r.random() < .25:
                b.w(" bay ", ("LOCATION_OTHER", str(r.randint(1, 6))))
            b.w(r.choice([" bed ", " Bed ", ", Rm ", " bed "]), ("LOCATION_OTHER", str(r.randint(1, 28)) + r.choice(["", "", "A", "B"])))
        b.w("\n")


def footer(b, c, signer=0):
    r = c.r
    b.w("\n")
    f = r.randrange(5)
    if f == 0:
        b.w("Signed: ")
        doc(b, c, signer)
        b.w("  ", ("DATE", c.date(c.day(c.r.randint(0, 2)), "num2")), "\n")
    elif f == 1:
        b.w("Electronically signed by ")
        doc(b, c, signer)
        b.w(" on ", ("DATE", c.date(c.day(r.randint(0, 3)))), " at ", c.tm(), "\n")
    elif f == 2:
        b.w("-- ")
        doc(b, c, signer)
        b.w(r.choice([", bleep ", " / bleep ", " pager "]), ("PHONE", c.bleep()), "\n")
    elif f == 3:
        b.w("Dictated by ")
        doc(b, c, signer)
        b.w("; typed by ", ("DOCTOR", c.docs[4].first[0].lower() + c.docs[4].last[0].lower()), " ",
            ("DATE", c.date(c.day(r.randint(1, 5)), "num2")), "\n")
    else:
        doc(b, c, signer)
        b.w("\n")
    if r.random() < .3:
        b.w("[EHR audit: user ", ("USERNAME", c.user(c.docs[signer])), r.choice([" @ ", " from ws ", " host "]), ("IPADDR", c.ip()), "]\n")
    elif r.random() < .15:
        b.w("Last edited by ", ("USERNAME", c.user(c.docs[signer])), " ", c.tm(), "\n")


def social(b, c):
    r = c.r
    b.w("SH: ")
    opts = r.randrange(4)
    if opts == 0:
        b.w("lives with ")
        fam(b, c)
        b.w(" in ", ("CITY", c.city), ". Works as a ", ("PROFESSION", c.prof), r.choice([" at ", " for "]), ("ORGANIZATION", r.choice(P.ORGS)), ". ")
    elif opts == 1:
        b.w("retired ", ("PROFESSION", c.prof), ", ", r.choice(["ex-smoker 20 pack-years", "never smoked", "smokes 10/day"]),
            ", alcohol ", r.choice(["14 units/wk", "nil", "socially", "heavy (~40 u/wk)"]), ". Independent ADLs. ")
    elif opts == 2:
        b.w(r.choice(["Originally from ", "Moved from ", "Born in "]), ("COUNTRY", r.choice(P.COUNTRIES)), " in ",
            ("DATE", str(c.dob.year + r.randint(15, max(16, c.age - 1)) if c.age > 16 else c.dob.year)),
            ", ", ("PROFESSION", c.prof), ", NOK ")
        fam(b, c)
        b.w(" (", ("PHONE", c.phone("mob")), "). ")
    else:
        b.w("unemployed, lives alone, ", r.choice(["cannabis use", "no drugs", "IVDU in past (heroin)"]), "; carer ")
        fam(b, c, with_rel=False)
        b.w(" visits daily. ")
    b.w("\n")


# ------------------------------------------------------------------ genres
def admission(b, c):
    r = c.r
    dx = r.choice(DX)
    b.w(r.choice(["NEUROSURGERY ADMISSION NOTE", "Neurosurgical Admission / Clerking", "NSx ADMISSION"]), "\n")
    header(b, c)
    if r.random() < .15:
        b.w("Identity confirmed by ", r.choice(["fingerprint scan, ID ", "biometric ID "]), ("BIOID", r.choice(["FP-", "BX"]) + digits(r, 6)), "\n")
    b.w("Date of admission: ", ("DATE", c.date(c.day(0))), " ", c.tm(), "\n")
    b.w("Referred by: ")
    doc(b, c, 1)
    b.w(r.choice([" (ED)", " at ", " from "]))
    if r.random() < .6:
        b.w(("HOSPITAL", c.hosp2))
    b.w("\n\nHPC: ")
    age(b, c)
    b.w(r.choice(["RHD ", "LHD ", ""]), r.choice(["man" if c.pt.sex == "M" else "woman", "pt", "patient"]),
        " presenting with ", r.choice(["sudden thunderclap headache", "progressive L sided weakness x 3/52",
                                       "fall down stairs, brief LOC", "new onset GTC seizure", "bilateral leg weakness and urinary retention",
                                       "worsening gait and incontinence over 6 months", "vomiting and drowsiness", "vomitting and drowsy", "worsening hedache, new diplopia"]), ". ")
    if r.random() < .5:
        b.w("Seen by GP ")
        doc(b, c, 2)
        b.w(" at ", ("HOSPITAL", r.choice(P.PRACTICE[c.c])), " on ", ("DATE", c.date(c.day(-r.randint(2, 20)))), ". ")
    if r.random() < .25:
        b.w("Collateral from ")
        fam(b, c)
        b.w(": found on floor at ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), " around ", c.tm(), ". ")
    if r.random() < .2:
        b.w("MVC as restrained driver, vehicle reg ", ("VEHICLE", c.vehicle()), " per police. ")
    b.w("\nPMH: ", r.choice(["HTN, T2DM on metformin", "AF on apixaban", "nil", "breast ca 2011 (treated)", "epilepsy", "CKD 3a, IHD"]))
    if r.random() < .4:
        b.w(", previous surgery ", ("DATE", c.date(c.day(-r.randint(300, 3000)), r.choice(["year", "month"]))))
    b.w("\nDHx: ", "; ".join(pick(r, DRUGS, 3)), ". Allergies: ", r.choice(["NKDA", "penicillin (rash)", "codeine", "nil known"]), "\n")
    social(b, c)
    b.w("O/E: ", r.choice(SCORES[:4]), ". ", vitals(c), ". ", "; ".join(pick(r, SIGNS, 3)), ".\n")
    b.w("Bloods: ", ", ".join(pick(r, LABS, 5)), "\n")
    b.w("Imaging: CT ", r.choice(["head", "C-spine", "angiogram"]), " ", ("DATE", c.date(c.day(0), "short")), ": ", dx, ".\n")
    b.w("Imp: ", dx, ". ", r.choice(SCORES[4:]), ".\nPlan:\n- ", r.choice(DRUGS), "\n- ",
        r.choice(["NBM from midnight for theatre", "Neuro obs hourly", "MRI with contrast", "discuss with on-call consultant"]), "\n- ")
    b.w("d/w consultant ")
    doc(b, c, 0)
    b.w(", agrees\n")
    footer(b, c, 3)


def opnote(b, c):
    r = c.r
    cran = r.random() < .55
    b.w(r.choice(["OPERATION NOTE", "Operative Report", "OP NOTE - NEUROSURGERY"]), "\n")
    header(b, c, full=r.random() < .5)
    b.w("Date of surgery: ", ("DATE", c.date(c.day(r.randint(0, 3)))), "   Theatre ", ("LOCATION_OTHER", r.choice(["3", "7", "N2", "11"])), "\n")
    b.w("Surgeon: ")
    doc(b, c, 0)
    b.w("\nAssistant: ")
    doc(b, c, 1)
    b.w("\nAnaesthetist: ")
    doc(b, c, 2)
    b.w("\nScrub: ", ("DOCTOR", c.docs[3].first + " " + c.docs[3].last), ", RN\n")
    if cran:
        proc = r.choice(["R frontal craniotomy and excision of tumour", "L pterional craniotomy, clipping of MCA aneurysm",
                         "Burr hole evacuation of chronic SDH x2", "Decompressive hemicraniectomy", "Retrosigmoid craniotomy",
                         "Suboccipital decompression + C1 laminectomy", "Insertion of R frontal EVD", "VP shunt insertion"])
    else:
        proc = r.choice(["L4/5 microdiscectomy", "C5/6 ACDF", "T7-9 posterior decompression and instrumented fusion",
                         "L3-5 laminectomy", "C3-6 laminoplasty", "Posterior C1-C2 fixation (Harms)"])
    b.w("Procedure: ", proc, "\nIndication: ", r.choice(DX), "\n")
    b.w("Anaesthesia: GA, ETT. WHO checklist done. Abx: cefazolin 2 g at induction. ",
        r.choice(["Mayfield pins", "Prone on Wilson frame", "Supine, horseshoe", "Park bench"]), ".\n")
    b.w("Findings: ", r.choice(["firm vascular tumour, good plane", "thick neomembranes, motor oil fluid under pressure",
                                 "large sequestrated fragment L S1 root", "cord compressed by epidural tumour", "clot ~40 mL"]),
        ". EBL ", str(r.choice([50, 150, 300, 600, 900])), " mL.\n")
    if r.random() < .6:
        b.w("Implants: ", r.choice(["Codman Hakim programmable valve set 120 mmH2O, SN ", "Medtronic Strata II valve, serial ",
                                    "pedicle screws 6.5x45 x6, rod lot ", "PEEK cage 6 mm, lot ", "Camino ICP bolt, serial ",
                                    "titanium plates x3, lot "]), ("DEVICE", c.dev()), "\n")
    if r.random() < .4:
        b.w("Histology specimen ", ("IDNUM", c.idnum("path")), " sent fresh + frozen.\n")
    b.w("Closure: ", r.choice(["vicryl 2-0, staples", "3-0 nylon", "Dermabond", "subcuticular monocryl"]), ". Drain x1.\n")
    b.w("Post-op: ", r.choice(["CT head within 24h", "Neuro obs 1/24 for 12h", "mobilise POD 1", "keep flat 24h"]),
        "; ", r.choice(DRUGS), "; VTE: TEDs, enoxaparin from POD 1.\n")
    if r.random() < .5:
        k, v = c.lic()
        b.w(k, " ", ("LICENSE", v), "\n")
    footer(b, c, 0)


def icp_chart(b, c):
    r = c.r
    b.w(r.choice(["ICP / EVD MONITORING CHART", "EVD & ICP Observation Record", "Neuro ICU - ICP/CPP chart"]), "\n")
    header(b, c, full=False)
    if r.random() < .6:
        b.w("Unit: ", ("HOSPITAL", r.choice(P.WARDS)), "  Bed ", ("LOCATION_OTHER", str(r.randint(1, 16))), "\n")
    b.w("EVD inserted ", ("DATE", c.date(c.day(0))), " by ")
    doc(b, c, 1)
    b.w(". ", r.choice(["Bactiseal catheter", "Codman EVD", "Integra LiquoGuard"]), " SN ", ("DEVICE", c.dev()), "\n")
    if r.random() < .5:
        b.w("Parenchymal monitor: ", r.choice(["Raumedic Neurovent-P", "Codman Microsensor", "Camino 110-4B"]),
            " serial ", ("DEVICE", c.dev()), ", zeroed at insertion\n")
    b.w("Drain level: ", str(r.choice([10, 15, 20])), " cmH2O above tragus. Target ICP <20, CPP 60-70.\n\n")
    b.w("Date       Time   ICP  CPP  MAP  CSF(mL)  Colour        Init\n")
    for i in range(r.randint(4, 8)):
        dd = c.day(i // 3)
        b.w(("DATE", c.date(dd, r.choice(["short", "num2"]))), "  ", c.tm(), "  ", str(r.randint(6, 32)), "   ",
            str(r.randint(48, 88)), "   ", str(r.randint(70, 110)), "   ", str(r.randint(0, 25)), "       ",
            r.choice(["clear", "blood-stained", "xanthochromic", "straw", "clear"]), "   ")
        p = c.docs[r.randint(2, 4)]
        b.w(("DOCTOR", (p.first[0] + p.last[0]) if r.random() < .7 else p.first + " " + p.last[0]), "\n")
    b.w("\nSamples: CSF MC&S sent ", ("DATE", c.date(c.day(1))), ", lab no ", ("IDNUM", c.idnum("ord")), ". ",
        r.choice(LABS[-6:-3]), ".\n")
    b.w("Comments: ", r.choice(["drain clamped 2h trial - ICP 14-18, tolerated", "ICP spike 35 with suctioning, settled <5 min",
                                  "waveform dampened, flushed distally per protocol", "no swing, escalated to registrar", "no swinging, reg informed - not reveiwed yet"]), ". ")
    b.w("Reviewed by ")
    doc(b, c, 0)
    b.w(r.choice([" (bleep ", " (ext "]), ("PHONE", c.bleep()), ").\n")
    if r.random() < .3:
        b.w("Chart printed ", ("DATE", c.date(c.day(2))), " by ", ("USERNAME", c.user(c.docs[3])), "\n")


def nicu_progress(b, c):
    r = c.r
    pod = r.randint(1, 12)
    b.w(r.choice(["NEURO ICU PROGRESS NOTE", "NCCU Daily Review", "Neurocritical care - ward round"]), "  ",
        ("DATE", c.date(c.day(pod), r.choice(["wk", "long", "num"]))), "\n")
    header(b, c, full=r.random() < .4)
    b.w("Day ", str(pod), " post ictus / POD ", str(max(0, pod - 1)), ". ", r.choice(DX), ".\n")
    b.w("Overnight: ", r.choice(["ICP 12-18, no spikes", "1 episode of hypotension, noradrenaline up", "new R pupil dilation 02:00, CT no change",
                                  "spiked T 38.6, cultures sent", "Na dropped to 129, started on fludrocortisone"]), ".\n")
    b.w("Neuro: ", r.choice(SCORES[:4]), " off sedation, ", ", ".join(pick(r, SIGNS, 2)), ". TCDs: MCA velocities ",
        str(r.randint(80, 190)), " cm/s, LR ", str(r.choice([2.1, 3.4, 4.2])), ".\n")
    b.w("CVS: ", vitals(c), "\nResp: ", r.choice(["SIMV PC 18/6, FiO2 0.4", "extubated day 3, HFNO 40L", "trache in situ, CPAP 5"]),
        "\nRenal/metabolic: ", ", ".join(pick(r, LABS, 4)), "\nID: ", r.choice(["nil", "VAP on pip-taz", "EVD CSF clear"]), "\n")
    b.w("Meds: ", "; ".join(pick(r, DRUGS, 4)), "\n")
    if r.random() < .5:
        b.w("Family: updated ")
        fam(b, c)
        if r.random() < .5:
            b.w(" at bedside")
        else:
            b.w(" by phone on ", ("DATE", c.date(c.day(pod), "weekday")))
        if r.random() < .5:
            b.w(" (", ("PHONE", c.phone("mob")), ")")
        b.w(".\n")
    b.w("Plan: ", r.choice(["wean sedation, SAT in am", "repeat CT if ICP >22 sustained", "clamp EVD trial", "ESD to ward if stable"]),
        "; ", r.choice(["triple H not indicated", "maintain euvolaemia", "target Na 145-150", "sliding scale"]), ".\n")
    b.w("Discussed on ward round with ")
    doc(b, c, 0)
    b.w(" and ")
    doc(b, c, 2)
    b.w(".\n")
    footer(b, c, 1)


def mdt(b, c):
    r = c.r
    b.w(r.choice(["NEURO-ONCOLOGY MDT OUTCOME", "Neuro-oncology Multidisciplinary Team Meeting", "BRAIN & CNS MDT"]), "\n")
    b.w("Meeting date: ", ("DATE", c.date(c.day(r.randint(3, 14)), r.choice(["long", "num", "wk"]))), "   Case ref ",
        ("IDNUM", c.idnum("mdt")), "\n")
    header(b, c)
    b.w("Referring clinician: ")
    doc(b, c, 1)
    b.w(", ", ("HOSPITAL", c.hosp2), "\n")
    b.w("Chair: ")
    doc(b, c, 0)
    b.w(r.choice(["; Neuroradiology: ", "  NR: "]))
    doc(b, c, 2)
    b.w(r.choice(["; Neuropathology: ", "  NP: "]))
    doc(b, c, 3)
    b.w("\n\nClinical summary: ")
    age(b, c)
    b.w(r.choice(["presented with seizures", "3 months of headache and word-finding difficulty", "incidental finding on CT after fall",
                  "visual field defect (bitemporal hemianopia)"]), ". ", r.choice(SCORES[7:10]), ".\n")
    b.w("Imaging (MRI ", ("DATE", c.date(c.day(-r.randint(5, 30)))), ", acc ", ("IDNUM", c.idnum()), "): ",
        r.choice(["ring-enhancing L frontal lesion 4.2 cm with midline shift 6 mm", "dural-based enhancing lesion, dural tail",
                  "non-enhancing T2/FLAIR hyperintense R insular lesion", "multiple enhancing lesions, likely mets"]), ".\n")
    if r.random() < .6:
        b.w("Histology ", ("IDNUM", c.idnum("path")), ": ", r.choice(["Glioblastoma, IDH-wildtype, CNS WHO grade 4, MGMT methylated",
                                                                        "Astrocytoma IDH-mutant grade 2", "Meningioma WHO grade 1",
                                                                        "Metastatic adenocarcinoma, TTF-1 positive",
                                                                        "Oligodendroglioma, 1p/19q codeleted"]), ". Ki-67 ", str(r.randint(2, 40)), "%.\n")
    b.w("Outcome: ", r.choice(["Stupp protocol - 60 Gy/30# with concomitant TMZ", "surgical resection, awake craniotomy",
                                "active MRI surveillance 3-monthly", "SRS 21 Gy single fraction", "best supportive care, palliative referral"]), ".\n")
    b.w("Key worker: ", ("DOCTOR", c.docs[4].first + " " + c.docs[4].last), ", CNS, tel ", ("PHONE", c.phone()))
    if r.random() < .5:
        b.w(", ", ("EMAIL", c.email(c.docs[4])))
    b.w("\n")
    if r.random() < .4:
        b.w("Copy to GP ")
        doc(b, c, 1)
        b.w(", ", ("HOSPITAL", r.choice(P.PRACTICE[c.c])), ", fax ", ("FAX", c.phone()), "\n")
    if r.random() < .3:
        b.w("Patient aware? Y. Daughter/son-in-law present at clinic ", ("DATE", c.date(c.day(r.randint(15, 25)), "short")), ".\n")
    footer(b, c, 0)

"""Genres: MRI report, inpatient discharge summary (own addition)."""
from core import Note, P, typo
from case import nm, hospital_name
from locale_fmt import add_days
import clin as C
import frames as F

SCANNERS = ["Siemens MAGNETOM Vida 3T", "Siemens MAGNETOM Skyra 3T", "GE SIGNA Artist 1.5T",
            "GE SIGNA Premier 3T", "Philips Ingenia 3.0T", "Philips Achieva 1.5T", "Canon Vantage Orian 1.5T"]

FINDINGS = {
    "normal": (["No intracranial mass, haemorrhage or infarct. Ventricles and sulci are normal for age.",
                "%d punctate T2/FLAIR hyperintense foci in the subcortical white matter of the frontal lobes (Fazekas grade 1), non-specific and commonly seen in migraine." ,
                "No restricted diffusion. No abnormal enhancement. Pituitary gland normal in size.",
                "Dural venous sinuses are patent on MRV. Normal flow voids.",
                "Cerebellar tonsils are normally positioned. Craniocervical junction normal."],
               ["No structural cause for headache identified.", "Non-specific white matter foci, likely of no clinical significance in the context of migraine."]),
    "iih": (["Partially empty sella with the pituitary gland flattened against the sellar floor.",
             "Flattening of the posterior globes bilaterally with distension of the perioptic subarachnoid spaces and tortuosity of the optic nerves.",
             "Protrusion of the optic nerve heads with enhancement of the prelaminar optic nerves.",
             "MRV: smooth tapered narrowing of the lateral transverse sinuses bilaterally; no thrombosis.",
             "Slit-like ventricles. No hydrocephalus. No mass lesion.",
             "Mild inferior descent of the cerebellar tonsils (3 mm), not meeting Chiari I criteria."],
            ["Imaging features supportive of raised intracranial pressure (IIH) in the appropriate clinical context.",
             "Bilateral transverse sinus stenosis; no venous sinus thrombosis.", "No space-occupying lesion."]),
    "chiari": (["Cerebellar tonsils extend %d mm below the foramen magnum (McRae line), with a pointed, peg-like configuration." ,
                "Crowding at the foramen magnum with effacement of the CSF spaces dorsally.",
                "No syrinx in the visualised cervical cord. Ventricles normal in size.",
                "Phase-contrast CSF flow study: reduced flow posterior to the cord at the foramen magnum."],
               ["Chiari I malformation.", "No hydrocephalus or syringomyelia."]),
    "sih": (["Diffuse smooth pachymeningeal enhancement.", "Sagging of the brainstem with effacement of the prepontine cistern; mamillopontine distance 4 mm.",
             "Engorgement of the dural venous sinuses (venous distension sign). Small bilateral subdural hygromas.",
             "Pituitary hyperaemia."],
            ["Findings consistent with spontaneous intracranial hypotension (Bern score %d)." , "Recommend spinal MRI to look for a CSF leak."]),
    "incidental": (["Developmental venous anomaly in the right frontal lobe, incidental.",
                    "%d mm arachnoid cyst in the left middle cranial fossa, no mass effect." ,
                    "Pituitary microadenoma measuring 4 mm, hypoenhancing on dynamic imaging.",
                    "Single cavernoma in the left parietal lobe with haemosiderin rim on SWI, no recent haemorrhage."],
                   ["Incidental finding as described; not the cause of the headache.", "No acute intracranial abnormality."]),
}


def fill(s, r, lo=3, hi=9):
    return s % r.i(lo, hi) if "%d" in s else s


def mri_report(r, c):
    n = Note()
    kind = r.w([(5, "normal"), (4, "iih"), (1, "chiari"), (1, "sih"), (2, "incidental")])
    contrast = kind == "sih" or r.p(0.6)
    mrv = kind == "iih" or r.p(0.4)
    n.line("{h}", h=P(c.hosp, "HOSPITAL"))
    n.line(r.c(["Department of Radiology", "Medical Imaging", "Neuroradiology", "Radiology Department - MRI"]))
    n.add("\n")
    n.line(r.c(["MRI REPORT", "MAGNETIC RESONANCE IMAGING REPORT", "Radiology Report", "FINAL REPORT"]))
    n.line("Patient: {p}   DOB: {d}   Sex: {s}", p=c.pt_name("lf", r.p(0.7)), d=c.dob_p(), s=c.pt.sex)
    n.add(c.id_block("   "), "\n")
    acc = P(r.c(["MR", "RAD", "A", "MRI"]) + str(c.visit.year % 100) + r.c(["-", ""]) + r.digits(r.c([5, 6, 7])), "IDNUM")
    n.line("Accession: {a}   Exam date: {d} {t}", a=acc, d=c.visit_p(), t="%02d:%02d" % (r.i(7, 21), r.i(0, 59)))
    if c.cc == "US" and r.p(0.6):
        n.line("Visit #: {v}   Order #: {o}", v=P(c.loc.account(), "ACCOUNT"), o=P(r.digits(8), "IDNUM"))
    exam = "MRI BRAIN %s" % ("WITH AND WITHOUT CONTRAST" if contrast else "WITHOUT CONTRAST")
    if mrv:
        exam += r.c([" AND MR VENOGRAM", "; MRV (contrast-enhanced)", " + MRV"])
    if kind == "chiari" and r.p(0.5):
        exam += " AND CERVICAL SPINE"
    n.line("Examination: {e}", e=exam)
    ref = c.cons if r.p(0.6) else c.gp
    n.line("Referrer: {d}{w}", d=nm(r, ref, "DOCTOR", r.c(["title_full", "title_last", "lf"])),
           w=[", ", P(c.practice if ref is c.gp else c.hosp, "HOSPITAL")] if r.p(0.5) else "")
    n.line("Scanner: {s}", s=r.c(SCANNERS))
    n.add("\n")
    hist = {"normal": ["Chronic migraine, change in headache pattern. Exclude structural cause.",
                       "New daily persistent headache. ?secondary cause.", "Migraine with prolonged aura."],
            "iih": ["Papilloedema on fundoscopy. ?IIH. Exclude VST.", "Headache, pulsatile tinnitus, TVOs. BMI 38.",
                    "Known IIH, worsening headache, ?shunt function."],
            "chiari": ["Cough headache and occipital pain on Valsalva.", "Exertional headache. ?Chiari."],
            "sih": ["Orthostatic headache for 3 weeks, better lying flat.", "Positional headache, ?CSF leak."],
            "incidental": ["Headache, ?structural.", "Cluster-like headache, exclude pituitary/cavernous sinus lesion."]}[kind]
    n.line("Clinical details: {h}", h=typo(r, r.c(hist)))
    n.line("Technique: {t}", t=r.c(["Sagittal T1, axial T2, FLAIR, DWI, SWI%s." % ("; post-gadolinium 3D T1 MPRAGE" if contrast else ""),
                                     "Multiplanar multisequence imaging of the brain%s." % (" before and after IV contrast" if contrast else ""),
                                     "3D FLAIR, axial T2, DWI/ADC, SWI; 3D T1 pre/post contrast."]) + (" Contrast-enhanced MRV." if mrv else ""))
    if contrast:
        n.line("Contrast: {x}", x=r.c(["gadobutrol (Gadavist) %.1f mL IV, eGFR >60" % r.u(5, 10),
                                       "Dotarem 15 mL IV, no adverse reaction", "gadoterate 0.2 mL/kg, uneventful"]))
    if r.p(0.25):
        dev = r.c(["Programmable VP shunt valve (Codman Certas Plus)", "Programmable shunt valve (Medtronic Strata II)",
                   "Occipital nerve stimulator (MR conditional)", "Cochlear implant (MR conditional, 1.5T only)"])
        n.line("Implant check: {d}, implant card SN {s}; {x}", d=dev, s=P(c.loc.device_sn(r.c(["SN", "CP", "ST", "ONS"])), "DEVICE"),
               x=r.c(["valve setting %d confirmed before and after scan" % r.i(1, 8), "scanned under conditional protocol",
                      "setting re-checked by neurosurgery nurse"]))
    comp = r.p(0.5)
    if comp:
        cd = add_days(c.visit, -r.i(60, 1400))
        n.line("Comparison: {x}", x=["MRI brain ", c.d(cd), r.c(["", [" (", P(hospital_name(r, c.cc), "HOSPITAL"), ")"]])])
    else:
        n.line("Comparison: None available.")
    n.add("\n")
    n.line("FINDINGS:")
    fnd, imp = FINDINGS[kind]
    ok = lambda x: (contrast or "enhanc" not in x) and (mrv or "MRV" not in x)
    fnd = [x for x in fnd if ok(x)]
    lo, hi = (5, 12) if kind == "chiari" else (3, 9)
    for s_ in r.sample(fnd, min(len(fnd), r.i(3, 5))):
        n.line("{x}", x=fill(s_, r, lo, hi))
    extra = [x for x in FINDINGS["normal"][0][2:] if ok(x)]
    if kind != "normal" and extra and r.p(0.5):
        n.line("{x}", x=r.c(extra))
    n.add("\n")
    n.line("IMPRESSION:")
    chosen = r.sample(imp, r.i(1, len(imp)))
    for k, s in enumerate(chosen, 1):
        n.line("{k}. {x}", k=str(k), x=fill(s, r))
    if comp and r.p(0.5):
        n.line("{k}. Stable compared with prior study.", k=str(len(chosen) + 1))
    n.add("\n")
    rt = "%02d:%02d" % (r.i(8, 22), r.i(0, 59))
    rd = add_days(c.visit, r.i(0, 3))
    n.line("Reported by: {d}, {role}", d=nm(r, c.rad, "DOCTOR", r.c(["title_full", "full", "fml"])),
           role=r.c(["Consultant Neuroradiologist", "Neuroradiologist", "Consultant Radiologist", "Attending Radiologist"]))
    if r.p(0.35):
        reg = F.new_person(r, None, "doctor", c.cc)
        n.line("Preliminary read: {d} (radiology registrar)", d=nm(r, reg, "DOCTOR", r.c(["title_full", "full"])))
    n.line("Report verified: {d} {t}", d=c.d(rd), t=rt)
    if r.p(0.4):
        n.line("Verified electronically by {u}", u=P(c.rad.username(r), "USERNAME"))
    if r.p(0.3):
        n.line("Images routed to PACS node {ip}{port}", ip=P(c.loc.ip(), "IPADDR"), port=r.c(["", " (AE title NEURO_RAD)", " port 104"]))
    if r.p(0.25):
        n.line("Urgent findings communicated to {d} by telephone at {t}.", d=nm(r, ref, "DOCTOR", "title_last"), t=rt)
    return n


# ---------------------------------------------------------------------------
def discharge_summary(r, c):
    n = Note()
    us = c.cc in ("US", "CA")
    kind = r.c(["status", "iih", "moh", "cluster", "iih_shunt"])
    los = r.i(2, 9)
    adm = add_days(c.visit, -los)
    n.line(r.c(["DISCHARGE SUMMARY", "Inpatient Discharge Summary - Neurology", "NEUROLOGY DISCHARGE LETTER",
                "Discharge Summary / Transfer of Care"]))
    n.line("{h}", h=P(c.hosp, "HOSPITAL"))
    n.line("Ward: {w}{bed}", w=P(c.ward, "HOSPITAL"), bed=["   Bed ", P(str(r.i(1, 28)), "LOCATION_OTHER")] if r.p(0.6) else "")
    n.add("\n")
    n.line("Patient: {p}   DOB: {d}   Age: {a}", p=c.pt_name("lf", r.p(0.6)), d=c.dob_p(), a=c.age_p())
    n.add(c.id_block("   ", us and r.p(0.5)), "\n")
    if us:
        n.line("Encounter #: {e}", e=P(c.loc.account(), "ACCOUNT"))
    if c.natid and r.p(0.35):
        n.line("{l}: {v}", l=c.natid[0], v=P(c.natid[1], "SSN"))
    n.line("Address: {a}", a=c.addr_il)
    if r.p(0.4):
        n.line("NOK: {nk} ({rel}) {ph}", nk=nm(r, c.nok, "FAMILY", "full"), rel=c.nok_rel, ph=P(c.nok_phone, "PHONE"))
    n.line("Admitted: {a}   Discharged: {b}   Length of stay: {l} days", a=c.d(adm), b=c.visit_p(), l=str(los))
    n.line("Consultant: {d}", d=nm(r, c.cons, "DOCTOR", r.c(["title_full", "title_last"])))
    n.line("{g}: {d}, {p}", g="PCP" if c.cc == "US" else "GP", d=nm(r, c.gp, "DOCTOR", r.c(["title_full", "title_init_last"])), p=P(c.practice, "HOSPITAL"))
    n.add("\n")
    pres = {"status": "Status migrainosus: continuous migraine for %d days unresponsive to oral triptans and antiemetics." % r.i(3, 8),
            "iih": "New diagnosis of IIH: headache, TVOs and bilateral papilloedema (Frisen grade %d)." % r.i(2, 4),
            "moh": "Planned admission for withdrawal of overused analgesics (co-codamol 30/500 on %d days/month) and IV DHE." % r.i(18, 30),
            "cluster": "Chronic cluster headache, up to %d attacks per day, refractory to oxygen and verapamil 480 mg." % r.i(4, 8),
            "iih_shunt": "Fulminant IIH with declining visual fields despite acetazolamide 2 g/day."}[kind]
    n.line("Diagnosis / reason for admission:")
    n.line("{x}", x=pres)
    n.add("\n")
    n.line("Hospital course:")
    course = {
        "status": ["IV fluids, metoclopramide 10 mg IV, ketorolac 30 mg IV and dexamethasone 10 mg IV on admission.",
                   "Bilateral greater occipital nerve blocks on day 2 with good effect.",
                   "Headache free from day %d. Started amitriptyline 10 mg nocte." % r.i(2, 4)],
        "iih": ["MRI/MRV: empty sella, posterior globe flattening, bilateral transverse sinus stenosis; no VST.",
                "LP: opening pressure %d cm CSF, normal constituents." % r.i(30, 50),
                "Started acetazolamide 500 mg bd. Seen by neuro-ophthalmology; fields stable.",
                "Dietitian review; referred to the weight management programme."],
        "moh": ["All analgesics stopped on admission. IV dihydroergotamine 0.5-1 mg 8-hourly for %d days (Raskin protocol) with ondansetron cover." % r.i(3, 5),
                "Rebound headache peaked on day 2. No withdrawal seizures.",
                "Started candesartan 8 mg od as preventive."],
        "cluster": ["High-flow oxygen 15 L/min via non-rebreather mask for attacks.",
                    "Prednisolone 60 mg with 3-week taper as transitional therapy. ECG before verapamil increase (PR 172 ms).",
                    "Bilateral GON blocks on day 1; attack frequency fell to 1/day."],
        "iih_shunt": ["Urgent neurosurgical review; lumbar drain then ventriculoperitoneal shunt insertion on day %d." % r.i(2, 5),
                      "Post-operative visual fields improved; papilloedema settling.", "Wound clean and dry."],
    }[kind]
    for s in course:
        n.line("- {x}", x=typo(r, s))
    if kind == "iih_shunt":
        n.line("- Shunt: {m}, valve serial no. {s}, setting {k}. Shunt card given.",
               m=r.c(["Codman Certas Plus programmable valve", "Medtronic Strata II valve", "Aesculap proGAV 2.0"]),
               s=P(c.loc.device_sn(r.c(["CP", "ST", "PG"])), "DEVICE"), k=str(r.i(2, 6)))
    if r.p(0.3):
        n.line("- Seen by {d} (neuro-ophthalmology) on {dd}.", d=nm(r, c.ophth, "DOCTOR", r.c(["title_last", "title_full"])),
               dd=c.d(add_days(adm, r.i(1, los))))
    n.add("\n")
    n.line("Discharge medication:")
    meds = {"status": ["amitriptyline 10 mg nocte (new)", "naproxen 500 mg prn (max 2 days/week)", "metoclopramide 10 mg prn"],
            "iih": ["acetazolamide 500 mg bd (new)", "paracetamol 1 g prn (max 10 days/month)"],
            "moh": ["candesartan 8 mg od (new)", "naproxen 500 mg prn - max 2 days/week", "STOPPED: co-codamol"],
            "cluster": ["verapamil 160 mg tds", "prednisolone taper as per chart", "oxygen 15 L/min prn", "sumatriptan 6 mg SC prn (max 2/24 h)"],
            "iih_shunt": ["acetazolamide - STOPPED", "paracetamol 1 g qds prn", "codeine 30 mg prn for 5 days only"]}[kind]
    for m in meds:
        n.line("  {m}", m=m)
    n.add("\n")
    n.line("Follow-up:")
    fu = add_days(c.visit, r.c([14, 21, 28, 42, 56]))
    n.line("- {x} {d}", x=r.c(["Headache clinic", "IIH clinic", "Neurology OPD", "Neurosurgery clinic"]), d=c.d(fu))
    if r.p(0.5):
        n.line("- {g}: please {x}", g="PCP" if c.cc == "US" else "GP",
               x={"status": "review mood and sleep; repeat BP in 2 weeks", "iih": "check U&E and bicarbonate in 2 weeks (acetazolamide)",
                  "moh": "do not issue further codeine-containing analgesics", "cluster": "check BP and ECG after each verapamil increase",
                  "iih_shunt": "remove sutures on day 10 and check the wound"}[kind])
    n.line("- {x}", x=C.red_flag_advice(r, c.cc))
    n.add("\n")
    wr = c.reg
    n.line("Completed by: {d}, {role}", d=nm(r, wr, "DOCTOR", r.c(["title_full", "full"])),
           role=r.c(["Neurology Registrar", "FY2 Doctor", "Resident", "Junior Medical Officer", "SHO"]))
    if r.p(0.5):
        n.line("Bleep/pager: {p}", p=P(c.loc.pager(), "PHONE"))
    F.sys_footer(n, c, wr, ip=r.p(0.2))
    return n

"""Seven more genres for dev252_en."""
import pools as P
from core import pt, doc, fam, age, addr, digits
from genres1 import header, footer, social, vitals, pick, DX, DRUGS, SIGNS, SCORES, LABS


def shunt_clinic(b, c):
    r = c.r
    us = c.c == "US"
    b.w(("HOSPITAL", c.hosp), "\n", r.choice(["Hydrocephalus & Shunt Clinic", "CSF Disorders Clinic", "Shunt clinic follow-up"]), "\n")
    b.w("Tel ", ("PHONE", c.phone()), r.choice(["  Fax ", " | Fax: "]), ("FAX", c.phone()), "\n")
    b.w("Clinic date: ", ("DATE", c.date(c.day(0), r.choice(["long", "num"]))), "\n\n")
    if r.random() < .5:
        b.w("Dear ")
        doc(b, c, 1)
        b.w(",\n\nRe: ")
    else:
        b.w("Re: ")
    pt(b, c, allow_title=False)
    b.w(", DOB ", ("DATE", c.date(c.dob, "num")), ", ", r.choice(["MRN ", "Hosp no "]), ("MRN", c.mrn), "\n")
    if r.random() < .5:
        addr(b, c)
        b.w("\n")
    b.w("\nDiagnosis: ", r.choice(["post-haemorrhagic hydrocephalus (ex-prem 27/40)", "NPH", "IIH with VP shunt",
                                    "aqueduct stenosis, ETV failed", "myelomeningocele with VP shunt", "shunt-dependent hydrocephalus post SAH"]), "\n")
    b.w("Shunt: ", r.choice(["Codman Certas Plus", "Medtronic Strata NSC", "Sophysa Polaris SPV", "Aesculap proGAV 2.0"]),
        ", serial ", ("DEVICE", c.dev()), ", inserted ", ("DATE", c.date(c.day(-r.randint(100, 5000)), r.choice(["year", "month", "num"]))),
        ", current setting ", r.choice(["1.5", "2.0", "120 mmH2O", "10 cmH2O", "performance level 2"]), "\n\n")
    b.w("I reviewed ")
    pt(b, c)
    b.w(" today ", r.choice(["with", "accompanied by"]), " ")
    fam(b, c)
    b.w(". ")
    if c.age < 18:
        b.w("Now ", ("AGE", c.age), " and in Year ", str(max(1, c.age - 4)), " at ", ("ORGANIZATION", r.choice(P.ORGS[2:4] + P.ORGS[13:14])), ". ")
    else:
        age(b, c, 4)
        b.w("- still working as a ", ("PROFESSION", c.prof), ". ")
    b.w(r.choice(["Headaches improved since valve adjusted", "Intermittent positional headaches worse on standing",
                  "Gait better, still some urgency", "No symptoms of shunt dysfunction"]), ". Fundi: ",
        r.choice(["no papilloedema", "blurred disc margins", "OCT RNFL normal"]), ". ", r.choice(SCORES[7:9]),
        ". Shunt X-ray series ", ("DATE", c.date(c.day(-r.randint(5, 60)), "short")), ": tubing intact, no disconnection.\n")
    b.w("Plan: ", r.choice(["valve adjusted to 1.0 and confirmed on X-ray", "no change, review 12 months", "CT head if worse",
                            "ICP monitoring admission in 6 weeks"]), ". ")
    b.w("Info for family at ", ("URL", c.url()), ". Direct line for shunt concerns ", ("PHONE", c.phone()), ".\n\n")
    b.w("Yours sincerely,\n\n")
    doc(b, c, 0)
    b.w("\n", r.choice(["Consultant Paediatric Neurosurgeon", "Consultant Neurosurgeon", "Hydrocephalus CNS"]), "\n")
    if r.random() < .35:
        k, v = c.lic()
        b.w(k, " no. ", ("LICENSE", v), "\n")
    b.w("cc: ")
    doc(b, c, 1)
    b.w(", ", ("HOSPITAL", r.choice(P.PRACTICE[c.c])), "\n")


def mscc_referral(b, c):
    r = c.r
    b.w(r.choice(["MSCC REFERRAL - URGENT", "Spinal Cord Compression Referral Form", "Acute Oncology / MSCC referral"]), "\n")
    b.w("Referral ID: ", ("IDNUM", c.idnum("ref")), "   Received ", ("DATE", c.date(c.day(0))), " ", c.tm(), "\n")
    header(b, c)
    b.w("Referring hospital: ", ("HOSPITAL", c.hosp2), " (", ("CITY", r.choice(P.CITIES[c.c])[0]), ")\nReferrer: ")
    doc(b, c, 1)
    b.w(", tel ", ("PHONE", c.phone()), r.choice([", bleep ", " / pager "]), ("PHONE", c.bleep()), "\n")
    if r.random() < .4:
        b.w("Referrer email: ", ("EMAIL", c.email(c.docs[1])), "\n")
    b.w("Primary: ", r.choice(["prostate ca (Gleason 4+4)", "breast ca ER+", "NSCLC", "myeloma", "RCC", "unknown primary"]),
        ", dx ", ("DATE", c.date(c.day(-r.randint(60, 1500)), r.choice(["month", "year"]))), "\n")
    b.w("Symptoms: ", r.choice(["thoracic back pain 6/52, bilateral leg weakness", "unable to walk", "band-like pain T10, urinary retention"]), " since ")
    b.w(("DATE", c.date(c.day(-r.randint(1, 4)), r.choice(["weekday", "short"]))), ".\n")
    b.w("Exam: ", r.choice(SIGNS[14:]), "; ", r.choice(SIGNS[:4]), ". ", r.choice(["ASIA C", "Frankel D", "ASIA B"]),
        ". Catheter: ", r.choice(["yes, residual 900 mL", "no"]), ".\n")
    b.w("MRI whole spine ", ("DATE", c.date(c.day(0), "short")), " ", c.tm(), ": ", r.choice(["T8 vertebral body collapse with epidural disease, cord compression",
                                                                                          "multilevel mets, C7 and T4 cord signal change", "L1 pathological fracture, conus compressed"]),
        ". SINS ", str(r.randint(7, 15)), ". Tokuhashi ", str(r.randint(5, 13)), ".\n")
    b.w("Steroids: dexamethasone 16 mg started ", c.tm(), ". Flat bed rest with log roll. ",
        r.choice(["Performance status 1", "PS 3", "WHO PS 2"]), ". Escalation: ", r.choice(["full", "ward-based", "DNACPR in place"]), ".\n")
    b.w("\nNeurosurgery response: ")
    doc(b, c, 0)
    b.w(" ", ("DATE", c.date(c.day(0), "short")), ": ", r.choice(["accept for posterior decompression and fixation",
                                                                      "not for surgery, refer clinical oncology for urgent RT 8 Gy/1#",
                                                                      "discuss at spinal MDT"]))
    if r.random() < .5:
        b.w("; transfer to ", ("HOSPITAL", c.hosp), " ", ("HOSPITAL", r.choice(P.WARDS)))
    b.w(". Transport via ", r.choice(["ambulance", "EMS", "inter-facility transfer"]), ".\n")
    if r.random() < .4:
        b.w("Fax result to ", ("FAX", c.phone()), ".\n")
    footer(b, c, 0)


def discharge(b, c):
    r = c.r
    los = r.randint(2, 30)
    b.w(("HOSPITAL", c.hosp), r.choice([" - Department of Neurosurgery", "\nNeurosciences Directorate", " | Neurosurgical Services"]), "\n")
    if r.random() < .5:
        b.w(r.choice(["", "Main switchboard "]), ("PHONE", c.phone()), "   ", ("URL", c.url()), "\n")
    b.w(r.choice(["DISCHARGE SUMMARY", "Discharge Letter", "IN-PATIENT DISCHARGE SUMMARY"]), "\n")
    header(b, c)
    b.w("Admitted: ", ("DATE", c.date(c.day(0))), "   Discharged: ", ("DATE", c.date(c.day(los))), "  (LOS ", str(los), " days)\n")
    b.w("Consultant: ")
    doc(b, c, 0)
    b.w("\nGP: ")
    doc(b, c, 1)
    b.w(", ", ("HOSPITAL", r.choice(P.PRACTICE[c.c])))
    if r.random() < .4:
        b.w(", ", ("STREET", c.street()), ", ", ("CITY", c.city))
    b.w("\n\nDiagnosis: ", r.choice(DX), "\nProcedure(s): ", r.choice(["craniotomy ", "ACDF ", "burr holes ", "EVD then VPS ",
                                                                     "coiling (IR) "]), ("DATE", c.date(c.day(r.randint(0, los)), "short")), "\n")
    b.w("\nCourse: ")
    age(b, c)
    b.w(r.choice(["admitted via ED", "transferred from ", "elective admission"]), " ")
    if r.random() < .5:
        b.w(("HOSPITAL", c.hosp2), " ")
    b.w("with ", r.choice(["headache and confusion", "L hemiparesis", "cauda equina syndrome", "seizure"]), ". ",
        r.choice(["Uneventful post-op recovery", "Uneventfull recovery, mobilising with physio", "Post-op course complicated by hyponatraemia (Na 127), SIADH, fluid restricted",
                  "Developed vasospasm day 7, treated with induced hypertension", "CSF leak managed with lumbar drain"]), ". ")
    b.w("On discharge ", r.choice(SCORES[:2]), ", ", r.choice(SCORES[7:9]), ". ", ", ".join(pick(r, LABS, 3)), ".\n")
    b.w("\nMedications on discharge:\n")
    for d in pick(r, DRUGS, r.randint(3, 5)):
        b.w(" - ", d, "\n")
    b.w("\nFollow up: ", r.choice(["neurosurgery OPD 6 weeks", "shunt clinic 3/12", "oncology ", "wound check at GP day 10"]))
    if r.random() < .6:
        b.w(" on ", ("DATE", c.date(c.day(los + r.randint(10, 50)), r.choice(["long", "wk", "ord"]))))
    b.w(".\nDriving: advised not to drive ", r.choice(["for 6 months", "until reviewed", "(DVLA informed)", "for 12 months after seizure"]), ".\n")
    if r.random() < .35:
        b.w("Fit note issued for employer ", ("ORGANIZATION", r.choice(P.ORGS)), ".\n")
    if r.random() < .4:
        b.w("Going home to ")
        addr(b, c)
        b.w(" with ")
        fam(b, c)
        b.w(".\n")
    if r.random() < .3:
        b.w("Queries: ", ("EMAIL", c.email(c.docs[2])), " or fax ", ("FAX", c.phone()), "\n")
    footer(b, c, 2)


def neuro_obs(b, c):
    r = c.r
    b.w(r.choice(["NEUROLOGICAL OBSERVATION CHART", "Neuro Obs", "GCS / NEURO OBSERVATIONS"]), "\n")
    b.w("Name: ")
    pt(b, c, allow_title=False)
    b.w("   ", r.choice(["MRN ", "Unit no ", "Hosp #"]), ("MRN", c.mrn), "\n")
    b.w(("HOSPITAL", r.choice(P.WARDS)), r.choice([" bed ", " / Bed ", " Side room "]), ("LOCATION_OTHER", str(r.randint(1, 30))), "\n")
    if r.random() < .4:
        b.w("ID verified: ", r.choice(["fingerprint ID ", "palm-vein ID ", "biometric wristband "]),
            ("BIOID", r.choice(["FP-", "PV", "BIO-"]) + digits(r, 5)), "\n")
    b.w("Frequency: ", r.choice(["1/24", "hourly", "q2h", "15-min x4 then 30-min x2"]), "   Baseline GCS 15\n\n")
    b.w("Date   Time  E V M  GCS  Pupils(R/L mm)  L arm R arm L leg R leg  BP      HR  Sign\n")
    n = r.randint(5, 10)
    for i in range(n):
        e, v, m = r.choice([(4, 5, 6), (4, 5, 6), (3, 4, 6), (3, 5, 6), (2, 2, 5), (4, 4, 6)])
        b.w(("DATE", c.date(c.day(i // 4), r.choice(["short", "short", "num2"]))), "  ", c.tm(), "  ", "%d %d %d  %d" % (e, v, m, e + v + m),
            "   ", "%d+/%d+" % (r.choice([3, 3, 4]), r.choice([3, 4, 5])), "         ",
            "  ".join(r.choice(["N", "N", "MW", "SW"]) for _ in range(4)), "   ", "%d/%d" % (r.randint(100, 170), r.randint(55, 95)),
            "  ", str(r.randint(55, 110)), "  ")
        p = c.docs[r.randint(2, 4)]
        b.w(("DOCTOR", (p.first[0] + p.last[0]).lower() if r.random() < .5 else p.first[0] + ". " + p.last), "\n")
    b.w("\nKey: N normal, MW mild weakness, SW severe weakness, + brisk, S sluggish, C closed.\n")
    if r.random() < .6:
        b.w("Escalated to ")
        doc(b, c, 1)
        b.w(" at ", c.tm(), " re drop in GCS by 2; ", r.choice(["CT arranged", "reviewed, no action", "Na 128 - fluid restrict"]), ".\n")
    if r.random() < .25:
        b.w("Printed ", ("DATE", c.date(c.day(1))), " by ", ("USERNAME", c.user(c.docs[3])), " on ", ("IPADDR", c.ip()), "\n")


def telephone(b, c):
    r = c.r
    b.w(r.choice(["TELEPHONE ENCOUNTER", "Telephone call log - Neurosurgery", "Phone note"]), "\n")
    b.w("Date: ", ("DATE", c.date(c.day(0))), "  Time: ", c.tm(), "\n")
    b.w("Patient: ")
    pt(b, c, allow_title=False)
    b.w("  ", r.choice(["MRN ", "Hosp no. "]), ("MRN", c.mrn), "\n")
    caller = r.randrange(3)
    b.w("Caller: ")
    if caller == 0:
        b.w("patient, on ", ("PHONE", c.phone("mob")), "\n")
    elif caller == 1:
        fam(b, c)
        b.w(", callback ", ("PHONE", c.phone("mob")), "\n")
    else:
        b.w("district nurse ", ("DOCTOR", c.docs[3].first + " " + c.docs[3].last), " from ", ("HOSPITAL", r.choice(P.PRACTICE[c.c])), "\n")
    b.w("Reason: ", r.choice(["wound oozing clear fluid POD 9", "headache since yesterday, worse lying flat",
                               "asking about driving after craniotomy", "missed dose of levetiracetam", "leg numbness returned",
                               "shunt valve setting after MRI", "steroid taper query"]), ".\n")
    b.w("S/O: ", r.choice(["no fever, no vomiting, GCS per family normal", "T 37.9 at home", "walking with frame",
                            "taking dexamethasone 2 mg OD, BMs 8-11", "pt sounds well, no new weakenss"]), ". ", r.choice(DRUGS), ".\n")
    b.w("Advice: ", r.choice(["attend ED if worse, safety-netted", "come to ward for review tomorrow 10:00",
                              "GP to remove clips", "restart as normal, do not double up", "MRI-compatible valve - check setting in clinic"]), ". ")
    if r.random() < .5:
        b.w("Appointment booked for ", ("DATE", c.date(c.day(r.randint(1, 14)), r.choice(["wk", "weekday", "ord", "short"]))), ". ")
    if r.random() < .4:
        b.w("Sent link to ", ("URL", c.url()), " and emailed ", ("EMAIL", c.email(c.pt)), ". ")
    b.w("\n")
    if r.random() < .3:
        b.w("Discussed with ")
        doc(b, c, 0)
        b.w(".\n")
    b.w("Call handled by ")
    doc(b, c, 2)
    b.w(" (", ("USERNAME", c.user(c.docs[2])), ")\n" if r.random() < .4 else ")\n")
    if r.random() < .2:
        b.w("Call ID ", ("IDNUM", "TEL-" + digits(r, 6)), "; line ", ("PHONE", c.phone()), "\n")


def radiology(b, c):
    r = c.r
    mod = r.choice(["CT HEAD NON-CONTRAST", "MRI BRAIN WITH GADOLINIUM", "MRI WHOLE SPINE", "CT ANGIOGRAM CIRCLE OF WILLIS",
                    "CT C-SPINE", "MR PERFUSION"])
    b.w(("HOSPITAL", c.hosp), " - Department of Radiology\n", mod, "\n")
    b.w("Accession: ", ("IDNUM", c.idnum()), "    Exam date: ", ("DATE", c.date(c.day(0))), " ", c.tm(), "\n")
    b.w("Patient: ", ("PATIENT", c.pt.last.upper() + ", " + c.pt.first), "   ", ("AGE", c.age), r.choice(["Y ", "y ", " yrs "]), c.pt.sex, "\n")
    b.w("MRN: ", ("MRN", c.mrn), "   Referrer: ")
    doc(b, c, 1)
    b.w("\n")
    if r.random() < .3:
        b.w("PACS node ", ("IPADDR", c.ip()), "\n")
    b.w("\nClinical: ", r.choice(["?SAH", "post-op check, craniotomy ", "GCS drop", "cauda equina?", "fall on DOAC"]))
    b.w("\nComparison: ", ("DATE", c.date(c.day(-r.randint(1, 400)), r.choice(["num", "abbr", "iso"]))) if r.random() < .7 else "none", "\n")
    b.w("\nFindings:\n", r.choice(["Acute subarachnoid blood in basal cisterns and sylvian fissures, modified Fisher 3. ",
                                   "Mixed density L subdural collection 18 mm, MLS 7 mm. ",
                                   "Enhancing mass R frontal 38 x 30 mm with vasogenic oedema. ",
                                   "L4/5 disc extrusion with severe canal stenosis, CSF signal effaced. ",
                                   "Ventricles enlarged, Evans index 0.36, transependymal flow. "]))
    b.w(r.choice(["No hydrocephalus. ", "Temporal horns 4 mm. ", "Basal cisterns patent. ", "Modic type 1 endplate change. "]),
        r.choice(["Grey-white differentiation preserved.", "No territorial infarct.", "Fracture not seen.", "Ventricular catheter tip in 3rd ventricle."]), "\n")
    b.w("\nImpression: ", r.choice(DX), ".\n")
    if r.random() < .5:
        b.w("Findings phoned to ")
        doc(b, c, 0)
        b.w(" at ", c.tm(), r.choice([" on ext ", " bleep "]), ("PHONE", c.bleep()), ".\n")
    b.w("\nReported by: ")
    doc(b, c, 3)
    b.w(r.choice([", Consultant Neuroradiologist", ", FRCR", ", Radiology Registrar", ""]), "\n")
    if r.random() < .3:
        k, v = c.lic()
        b.w(k, ": ", ("LICENSE", v), "\n")


def transfer(b, c):
    r = c.r
    b.w(r.choice(["INTER-HOSPITAL TRANSFER / RETRIEVAL HANDOVER", "Neurotrauma transfer form", "Critical care transfer - neurosurgical"]), "\n")
    b.w("Transfer date: ", ("DATE", c.date(c.day(0))), "  Depart ", c.tm(), "  Arrive ", c.tm(), "\n")
    b.w("From: ", ("HOSPITAL", c.hosp2), ", ", ("CITY", r.choice(P.CITIES[c.c])[0]), "   To: ", ("HOSPITAL", c.hosp), "\n")
    header(b, c, full=r.random() < .6)
    b.w("Mechanism: ", r.choice(["pedestrian vs car", "motorcyclist, helmeted, 60 km/h", "fall from scaffold ~4 m", "assault with blunt object",
                                  "MVA, unrestrained passenger"]), " at ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)))
    if r.random() < .5:
        b.w(" in ", ("CITY", c.city))
    b.w(". ")
    if r.random() < .5:
        b.w("Vehicle ", r.choice(["reg ", "plate ", "registration "]), ("VEHICLE", c.vehicle()), " (per ",
            r.choice(["police", "SAPS", "state patrol"]), ")")
        if r.random() < .3:
            b.w(", VIN ", ("VEHICLE", "1" + "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(16))))
        b.w(". ")
    b.w("\nPre-hospital GCS ", str(r.randint(5, 14)), ", intubated ", c.tm(), ". ", vitals(c), ".\n")
    b.w("Imaging at referring site: ", r.choice(["CT head: R acute EDH 2 cm, MLS 8 mm", "CT: bifrontal contusions, tSAH",
                                                  "CT C-spine: C2 fracture, stable", "CT: L ASDH 12 mm, effaced cisterns"]),
        ". Images via ", r.choice(["image link ", "IEP ", "cloud share "]), ("URL", c.url()) if r.random() < .4 else "portal", ".\n")
    b.w("Treatment: ", "; ".join(pick(r, DRUGS[9:22], 3)), ". ", ", ".join(pick(r, LABS, 3)), ".\n")
    b.w("Accepted by ")
    doc(b, c, 0)
    b.w(" (on-call neurosurgery) at ", c.tm(), "; referring doctor ")
    doc(b, c, 1)
    b.w(" tel ", ("PHONE", c.phone()), ".\n")
    b.w("Retrieval team: ")
    doc(b, c, 2)
    b.w(", ")
    doc(b, c, 3)
    b.w(r.choice(["; ambulance call sign Delta 7", "; HEMS", "; ALS crew"]), ".\n")
    if r.random() < .6:
        b.w("NOK: ")
        fam(b, c)
        b.w(", ", ("PHONE", c.phone("mob")), r.choice([" - travelling separately", ", informed", ", lives in "]))
        if r.random() < .3:
            b.w(" ", ("CITY", r.choice(P.CITIES[c.c])[0]))
        b.w(".\n")
    if r.random() < .3:
        b.w("Property: wallet, phone; ", ("COUNTRY", r.choice(P.COUNTRIES)), " passport noted.\n")
    if r.random() < .35:
        b.w("Resident of ", ("COUNTRY", r.choice(P.HOME_COUNTRY[c.c])), ".\n")
    footer(b, c, 2)

"""Genres: inpatient admission note, discharge summary, specialist nurse telephone contact."""
import datetime

from doc import Doc, P
from case import Case
import blocks as B
import fake as F
import findings as FD
import pool_clinical as C
import pool_places as PL

ALL = ("rtof", "fontan", "tga_atrial", "tga_aso", "cctga", "coa", "ebstein", "avsd", "eisen", "pa_conduit", "asd")
# (keys, presenting complaint, HPC, diagnosis, procedure, course)
SCEN = [
    (("fontan", "tga_atrial", "rtof", "ebstein", "cctga"), "palpitations",
     "Sudden onset fast regular palpitations at rest, HR 150 on arrival. ",
     "Intra-atrial re-entrant tachycardia (IART), 2:1 conduction",
     "TOE-guided DC cardioversion 150 J biphasic x1 - sinus rhythm restored",
     "Rate control with IV metoprolol was unsuccessful; TOE excluded atrial thrombus and cardioversion was performed on "),
    (("rtof", "asd", "avsd", "ebstein", "tga_aso", "coa"), "fast palpitations",
     "Palpitations for 2 days, ECG typical flutter with 2:1 block. ",
     "Typical atrial flutter", "EP study and cavotricuspid isthmus ablation",
     "Anticoagulation was established and CTI ablation was performed on "),
    (("tga_atrial", "cctga", "fontan", "ebstein", "eisen"), "breathlessness and ankle swelling",
     "Gradual onset SOB over 2/52, now on minimal exertion, 3-pillow orthopnoea, weight up 4 kg. ",
     "Decompensated heart failure", "Right heart catheter; IV diuresis",
     "Diuresed with IV furosemide (net -4.2 L) and right heart catheter was performed on "),
    (("rtof", "pa_conduit", "coa", "tga_aso", "avsd"), "fevers and rigors",
     "Fevers, rigors, malaise for 1/52. Dental extraction 3/52 ago without prophylaxis. ",
     "Infective endocarditis (Strep. mitis) - pulmonary valve", "PICC insertion; TOE",
     "Blood cultures grew Strep. mitis; TOE showed a 7 mm vegetation and a PICC was inserted on "),
    (("fontan",), "abdominal swelling and diarrhoea",
     "Increasing abdominal girth and loose stools, albumin 21 at GP. ",
     "Protein-losing enteropathy flare", "Paracentesis 2.1 L; budesonide started",
     "Albumin was replaced, budesonide started and paracentesis was performed on "),
    (("eisen", "fontan"), "haemoptysis",
     "Two episodes of fresh haemoptysis (~50 ml) overnight. ",
     "Haemoptysis from bronchial collaterals", "CT pulmonary angiogram; bronchial artery embolisation",
     "Anticoagulation was held and bronchial artery embolisation was performed on "),
    (("cctga", "tga_atrial", "avsd"), "syncope",
     "Collapsed at home without warning, brief LOC, no injury. Monitor showed complete heart block. ",
     "Complete heart block", "Dual-chamber pacemaker implant",
     "Temporary pacing was not required and a dual-chamber pacemaker was implanted on "),
    (ALL, "cough, fever and desaturation",
     "Productive cough 4/7, fever 38.6, sats below baseline. ",
     "Community-acquired pneumonia", "Chest X-ray; IV co-amoxiclav",
     "Treated with IV antibiotics, sats returned to baseline; switched to oral on "),
]


def _scen(rng, K):
    opts = [s for s in SCEN if K.L["key"] in s[0]]
    return rng.choice(opts)


def inpatient_admission(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    adm = K.visit
    us = K.c in ("US", "CA")
    sc = _scen(rng, K)
    d.ln(P(K.centre, "HOSPITAL"))
    d.ln(rng.choice(["ADMISSION CLERKING - CARDIOLOGY", "History & Physical - Cardiology Admission",
                     "Medical Admission Note (ACHD)", "ADMISSION H&P" if us else "Cardiology clerking proforma"]))
    d.w("Admitted: ", K.d(adm, rng.choice(["wd", "num", "short"])), " %02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)))
    d.w("    Ward: ", P(rng.choice(PL.WARDS), "HOSPITAL"), "  Bed ", P(str(rng.randint(1, 30)), "LOCATION_OTHER")).nl()
    d.w("Name: ", K.pn(rng.choice(["comma", "full", "upper"])), "   ")
    K.ids_line(d)
    if us:
        if K.ssn and rng.random() < 0.7:
            d.w("SSN: " if K.c == "US" else "SIN: ", P(K.ssn, "SSN"), "   ")
        d.ln("Insurance: ", P(rng.choice(PL.INSURERS[K.c]), "ORGANIZATION"), " #", P(K.plan, "HEALTHPLAN"))
    elif K.c == "IE" and K.ssn and rng.random() < 0.6:
        d.ln("PPSN: ", P(K.ssn, "SSN"))
    if rng.random() < 0.3:
        d.ln(rng.choice(["Biometric ID: ", "Biometric enrolment: ", "Bio-ID: "]), P(F.bioid(rng), "BIOID"))
    if rng.random() < 0.35:
        d.w("Source: transfer from ", P(K.local_hosp, "HOSPITAL"))
        if rng.random() < 0.4:
            d.w(" (referral faxed from ", P(F.phone(rng, K.c, "fax").split(" ext")[0].split(" x")[0], "FAX"), ")")
        d.nl()
    else:
        d.ln("Source: ", rng.choice(["ED", "direct from ACHD clinic", "GP referral", "ED via ambulance"]))
    d.ln("Consultant: ", K.dr("cons", "title_last"), "    Clerked by: ", K.dr("sho", "title_full"),
         " (", K.grade(), "), bleep ", P(F.bleep(rng), "PHONE"))
    d.nl()
    d.ln("PC: ", sc[1])
    d.nl().ln("HPC:")
    onset = adm - datetime.timedelta(days=rng.randint(1, 6))
    d.w(K.age_p(), "M" if K.sex == "M" else "F", " ", K.L["short"], ". ")
    d.w(rng.choice(["Sx started ", "Onset ", "Well until "]), K.d(onset, rng.choice(["wds", "dm", "wd"])), ". ")
    d.w(sc[2])
    d.w(rng.choice(C.SYMPTOMS_NEG), " ", rng.choice(C.SYMPTOMS_NEG))
    if rng.random() < 0.4:
        d.w(" Seen at ", P(K.local_hosp, "HOSPITAL"), " and transferred for ACHD input.")
    d.nl(2)
    B.dx_block(d, K, head=rng.choice(["PMH:", "Past medical history:"]))
    d.nl()
    B.meds_block(d, K, head=rng.choice(["DH:", "Medications on admission:"]))
    d.nl()
    B.social_block(d, K, head=True)
    rel, fp = K.fam(K.known_rel(rng.choice(["mother", "sister", "father", K.spouse()])), "full")
    d.ln("NOK: ", fp, " (", rel, ") ", P(F.phone(rng, K.c, "mobile"), "PHONE"))
    if rng.random() < 0.3:
        d.ln("FH: ", rng.choice(["father MI aged ", "mother CVA at ", "brother died suddenly aged "]),
             P(str(rng.randint(38, 70)), "AGE"))
    else:
        d.ln("FH: ", rng.choice(["nil relevant", "sibling with VSD", "no sudden cardiac death", "NIL"]))
    d.nl()
    v = FD.vitals(rng, K.L)
    d.ln("Obs: T %s, HR %s, BP %s, RR %s, SpO2 %s%% %s, NEWS2 %d" % (v["temp"], v["hr"], v["bp"], v["rr"], v["sats"],
                                                               rng.choice(["RA", "on 2L NC", "air"]), rng.randint(0, 7)))
    B.exam_line(d, K, v)
    d.nl()
    B.labs_block(d, K, when=adm)
    if rng.random() < 0.3:
        d.ln("ECG: ", FD.ecg(rng, K.L), "; compared with ECG from clinic ", K.d(K.rel(-rng.randint(60, 400)), "num"))
    else:
        d.ln("ECG: ", FD.ecg(rng, K.L))
    d.ln("CXR: ", rng.choice(["cardiomegaly, no consolidation", "clear lung fields, sternal wires", "small R effusion",
                              "pacing leads in situ, no pneumothorax" if K.L["device"] else "sternotomy wires, no pneumothorax"]))
    if rng.random() < 0.6:
        B.hard_neg_line(d, K)
    d.nl().ln("Impression:")
    d.ln(rng.choice(["1. ", "- ", "? "]), sc[3], " in ", K.L["short"])
    d.nl().ln("Plan:")
    plan = ["Cardiac monitoring on ward", "Daily U&E, weights, fluid balance", "Echo in AM",
            "Blood cultures x3 before antibiotics", "Check INR/anti-Xa; do not interrupt anticoagulation",
            "Discuss with ACHD on-call (%s)" % rng.choice(["consultant", "reg"]), "Plan: " + sc[4],
            "VTE prophylaxis", "Avoid air in IV lines (filters) - shunt", "Inform ACHD CNS in the morning"]
    for i, it in enumerate(rng.sample(plan, rng.randint(4, 7))):
        d.ln("%d. " % (i + 1), it)
    d.nl()
    d.ln(K.dr("sho", "full"), " ", K.grade(), " ", K.lic("sho"), " bleep ", P(F.bleep(rng), "PHONE"))
    if rng.random() < 0.5:
        d.ln("Seen and agreed: ", K.dr("reg", "title_last"), " (", K.grade("senior"), ") ", K.d(adm, "num"), " %02d:%02d" % (
            rng.randint(0, 23), rng.randint(0, 59)))
    if rng.random() < 0.25:
        d.ln("Car parked in visitor bay; reg ", P(F.plate(rng, K.c), "VEHICLE"), " given to security for overnight permit.")
    return d, K


def discharge_summary(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    adm = K.visit
    los = rng.randint(1, 16)
    dis = adm + datetime.timedelta(days=los)
    sc = _scen(rng, K)
    warf = any("arfarin" in m for m in K.L["meds"])
    d.ln(P(K.centre, "HOSPITAL"))
    if rng.random() < 0.5:
        d.w(F.addr_items(K.centre_addr, K.c, ", "), "  Tel ", P(K.tel, "PHONE"), "  Fax ", P(K.fax, "FAX")).nl()
    d.ln(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "Discharge Letter / TTO",
                     "Electronic Discharge Notification"]))
    d.nl()
    d.ln("Patient: ", K.pn(rng.choice(["comma", "full"])))
    K.ids_line(d)
    if K.ssn and rng.random() < 0.5:
        d.ln({"US": "SSN: ", "CA": "SIN: ", "IE": "PPSN: "}[K.c], P(K.ssn, "SSN"))
    d.ln("Address: ", K.pt_addr(", "))
    if rng.random() < 0.4:
        d.ln("Phone: ", P(K.pt_phone, "PHONE"))
    d.ln("Admission: ", K.d(adm), "    Discharge: ", K.d(dis), "    LOS: %d days" % los)
    d.ln("Ward: ", P(rng.choice(PL.WARDS), "HOSPITAL"), "    Consultant: ", K.dr("cons", "title_full"))
    if K.c == "US":
        d.ln("Encounter: ", P(K.acct, "ACCOUNT"))
    d.w(K.gp_word(), ": ", K.dr("gp", "title_full"), ", ", P(K.practice, "HOSPITAL"), ", ",
        F.addr_items(K.practice_addr, K.c, ", "))
    if rng.random() < 0.4:
        d.w("  Fax ", P(F.phone(rng, K.c, "fax").split(" ext")[0].split(" x")[0], "FAX"))
    d.nl(2)
    d.ln("Presenting complaint: ", sc[1])
    d.ln("Diagnosis: ", sc[3])
    d.ln("Background: ", K.L["dx"], "; ", "; ".join(K.L["problems"]))
    d.nl().ln("Procedures:")
    proc_day = adm + datetime.timedelta(days=rng.randint(0, max(los - 1, 0)))
    d.ln("- ", K.d(proc_day, rng.choice(["num", "dm"])), ": ", sc[4])
    d.nl().ln("Clinical course:")
    d.w(K.pt_title_last(), rng.choice([" was admitted with ", " presented with "]), sc[1], ". ")
    d.w(sc[5], K.d(proc_day, rng.choice(["dm", "wds", "num"])), ". ")
    d.w(rng.choice(["Echo showed no new change. ", "Repeat echo stable. ", "NT-proBNP fell from 1840 to 620. ",
                    "Mobilised independently with physio. "]))
    if rng.random() < 0.5:
        d.w("Reviewed by ", K.dr("ep", "title_full"), rng.choice([" (EP)", " (electrophysiology)"]), " who ",
            rng.choice(["recommends ablation as an outpatient.", "added sotalol.",
                        "felt the device was functioning normally." if K.L["device"] else "advised a 14-day patch monitor."]), " ")
    rel, fp = K.fam(K.known_rel(K.spouse()))
    d.w("Discharged home ", rng.choice(["with ", "accompanied by "]), K.his(), " ", rel, " ", fp, ".").nl()
    if rng.random() < 0.4:
        d.nl()
        B.hard_neg_line(d, K)
    d.nl().ln("Medications on discharge:")
    for m in K.L["meds"]:
        d.ln("  ", m, rng.choice(["", "", "  (unchanged)", "  (dose changed)"]))
    d.ln("  ", rng.choice(C.MEDS["aa"] + C.MEDS["diur"] + C.MEDS["other"][:4]), "  NEW")
    if rng.random() < 0.4:
        d.ln("  ", rng.choice(C.MEDS["bb"]), "  STOPPED")
    d.ln("Allergies: ", rng.choice(C.ALLERGIES))
    if rng.random() < 0.3:
        d.ln("Pharmacist verified: ", K.nm("pharm", rng.choice(["full", "init_last"])), "; dispensed by ",
             P(rng.choice(PL.PHARMACIES), "HOSPITAL"))
    else:
        d.ln("Pharmacist verified: ", K.nm("pharm", rng.choice(["full", "init_last"])), " (inpatient pharmacy)")
    d.nl().ln("Follow-up:")
    d.ln("- ACHD clinic with ", K.dr("cons", "title_last"), " on ", K.d(dis + datetime.timedelta(days=rng.randint(21, 90))))
    d.ln("- ", "INR check on " if warf else rng.choice(["U&E check on ", "Holter fitting on ", "Wound check at GP on "]),
         K.d(dis + datetime.timedelta(days=rng.randint(3, 10)), rng.choice(["num", "dm", "wds"])))
    if K.L["device"] and rng.random() < 0.6:
        d.ln("- Remote device transmission via portal ", P(F.url(rng), "URL"))
    d.nl().ln("Actions for ", K.gp_word(), ":")
    d.ln(rng.choice(["Please repeat potassium in 1 week.", "Please continue anticoagulation indefinitely." if warf else
                     "Please check FBC in 2 weeks.", "Please ensure annual flu vaccination.", "No actions."]))
    d.nl()
    d.ln("Completed by: ", K.dr("sho", "title_full"), ", ", K.grade(), ", bleep ", P(F.bleep(rng), "PHONE"), " on ",
         K.d(dis, "num"))
    if rng.random() < 0.5:
        d.ln("Consultant: ", K.dr("cons", "title_full"), ", ", K.lic("cons"))
    if rng.random() < 0.3:
        d.ln("Sent electronically to ", P(K.practice, "HOSPITAL"), " via ", rng.choice(["Docman", "MESH", "Healthlink",
                                                                                     "secure e-fax"]))
    return d, K


CALL_REASONS = [
    ("any", "palpitations since last night, HR 140 on smartwatch", "Advised to attend ED now for ECG; ED informed"),
    ("preg", "positive home pregnancy test", "Urgent joint cardiac-obstetric appointment booked; continue folic acid"),
    ("warf", "INR 5.8 at GP practice, no bleeding", "Omit warfarin 2 doses, recheck INR in 48 h, dose per anticoag clinic"),
    ("any", "dental extraction planned next week - needs antibiotics?", "Prophylaxis letter sent to dentist (amoxicillin 3 g single dose)"),
    ("any", "increasing ankle swelling and weight up 3 kg", "Increase furosemide to 80 mg for 3 days, U&E {d1}, call back {d2}"),
    ("any", "travel insurance query before flight", "Letter of fitness to fly provided; aisle seat, hydrate"),
    ("icd", "ICD shock x1 while gardening, feels well", "Remote transmission requested; no driving 6 months; clinic review"),
    ("any", "results of CMR", "Explained results; to be discussed at MDT, will call back"),
    ("any", "low mood and anxiety about surgery", "Referred to cardiac psychology; crisis line numbers given"),
    ("any", "COVID positive, mild symptoms", "Safety-netting; check sats, paracetamol, call if SpO2 < baseline - 4%"),
    ("any", "wants to start a new gym programme", "Encouraged; avoid heavy isometric lifting; CPET results support moderate exercise"),
    ("any", "appointment clash - requests new date", "Rebooked; letter to follow"),
]


def nurse_call(rng, lower):
    K = Case(rng)
    d = Doc(rng, lower)
    ok = {"any"}
    if K.sex == "F" and K.age < 46:
        ok.add("preg")
    if any("arfarin" in m for m in K.L["meds"]):
        ok.add("warf")
    if K.L["device"] == "icd":
        ok.add("icd")
    _, reason, advice = rng.choice([r for r in CALL_REASONS if r[0] in ok])
    d.ln(rng.choice(["ACHD CNS TELEPHONE CONTACT", "Telephone encounter - ACHD Nurse Specialist",
                     "Clinical Nurse Specialist - telephone advice record", "Phone note (ACHD nursing)"]))
    d.w("Date: ", K.dv(rng.choice(["num", "wds", "short", "wd"])), " %02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
    if rng.random() < 0.5:
        d.w("   Call ref: ", P(F.idnum(rng, "call"), "IDNUM"))
    d.nl()
    d.w("Patient: ", K.pn(rng.choice(["full", "comma", "comma_mixed"])), "  ")
    K.ids_line(d, sep="  ")
    if rng.random() < 0.5:
        d.w("Team: ", P(K.centre, "HOSPITAL"), " ACHD nursing, tel ", P(K.tel, "PHONE"))
        if rng.random() < 0.4:
            d.w(", fax ", P(K.fax, "FAX"))
        d.nl()
    inbound = rng.random() < 0.7
    if inbound:
        if rng.random() < 0.6:
            d.ln("Caller: patient, from ", P(K.pt_phone, "PHONE"))
        else:
            rel, fp = K.fam(rng.choice(["mother", K.spouse(), "father"]), rng.choice(["first", "full"]))
            d.ln("Caller: ", fp, " (", rel, "), ", P(F.phone(rng, K.c, "mobile"), "PHONE"), "; consent to discuss on file")
    else:
        d.ln("Outgoing call to ", P(K.pt_phone, "PHONE"), rng.choice(["", " - no answer x1, voicemail left, called back at 14:10"]))
    d.nl()
    d.ln("Dx: ", K.L["short"], "; ", K.L["dx"])
    d.ln("Reason: ", reason)
    d.nl()
    he = K.he()
    d.w(rng.choice(["Spoke with ", "Telephone conversation with ", "Call from "]), K.pn("first"), ". ")
    d.w(he.capitalize(), rng.choice([" reports ", " describes ", " c/o "]), reason, ". ")
    d.w(rng.choice(["Otherwise well. ", "No chest pain, no syncope. ", "Denies SOB at rest. ", "Eating and drinking. "]))
    if rng.random() < 0.4:
        d.w("Currently at work (", P(K.prof, "PROFESSION"), ", ", P(K.employer, "ORGANIZATION"), "). ")
    if rng.random() < 0.3:
        d.w("Last seen in clinic ", K.d(K.rel(-rng.randint(30, 300)), rng.choice(["my", "num"])), " by ",
            K.dr("cons", "title_last"), ". ")
    d.w("Meds: ", ", ".join(m.split(" (")[0] for m in K.L["meds"]), ".").nl(2)
    d1 = K.visit + datetime.timedelta(days=rng.randint(2, 4))
    d2 = d1 + datetime.timedelta(days=rng.randint(2, 4))
    d.f("Advice/Plan: " + advice + ".\n", d1=P(F.WEEKDAYS[d1.weekday()], "DATE"), d2=P(F.WEEKDAYS[d2.weekday()], "DATE"))
    if rng.random() < 0.15:
        d.ln("Note: clinic closed over ", P(rng.choice(["Christmas", "Easter", "the Christmas period", "New Year"])
                                            .replace("the ", "").replace(" period", ""), "DATE"),
             "; use on-call cardiology registrar via switchboard.")
    if rng.random() < 0.5:
        d.ln("Discussed with ", K.dr("cons", rng.choice(["title_last", "title_full"])), " who agrees.")
    if rng.random() < 0.4:
        d.ln("Info sent to ", P(F.email_for(rng, K.pt.first, K.pt.last), "EMAIL"), " incl. link ", P(F.url(rng), "URL"))
    if rng.random() < 0.25:
        d.ln("Follow-up video call; patient joined from ", P(F.ip(rng), "IPADDR"), " (audio issues).")
    if rng.random() < 0.25:
        d.ln("Parking permit for ", P(F.plate(rng, K.c), "VEHICLE"), " arranged for next visit (",
             P(rng.choice(PL.BUILDINGS), "LOCATION_OTHER"), " car park).")
    if rng.random() < 0.3:
        d.ln("Patient understands; advised to call ", {"UK": "999", "IE": "112", "AU": "000"}.get(K.c, "911"),
             " if chest pain or collapse.")
    else:
        d.ln("Patient ", rng.choice(["understands and agrees.", "happy with plan.", "will call back if worse."]))
    d.nl()
    d.w(K.nm("cns", rng.choice(["full", "init_last"])), ", ", rng.choice(["ACHD CNS", "Clinical Nurse Specialist", "RN, ACHD nurse",
                                                                           "Nurse Specialist (Band 7)"]))
    if rng.random() < 0.5:
        if K.c in ("UK", "AU"):
            d.w(" - ", K.lic("cns", "nurse"))
        else:
            d.w(" - ext ", P(F.bleep(rng), "PHONE"))
    d.nl()
    if rng.random() < 0.35:
        d.ln("Entered by ", K.user("cns"), " ", K.dv("iso"))
    return d, K

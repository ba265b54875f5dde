"""Genre 6: hospital-to-GP discharge summaries and clinic letters."""
from phi import P, shift
from blocks import letterhead, signature, cc_block, dictation_footer, med_lines

GENRE = "discharge_clinic_letter"

# (presenting complaint, investigation, diagnosis, treatment, follow-up)
ED_SCENARIOS = [
    ("fall on outstretched hand", "XR wrist: undisplaced scaphoid waist #", "?scaphoid fracture", "analgesia, scaphoid cast", "Fracture clinic"),
    ("chest pain at rest", "troponin x2 <5 ng/L, ECG NSR", "non-cardiac chest pain", "reassurance, PPI trial", "Rapid access chest pain clinic"),
    ("headache", "CT head NAD", "tension-type headache", "paracetamol, advice", "GP review"),
    ("fall with laceration to scalp", "no head CT criteria met (Canadian CT head rule)", "scalp laceration", "wound glued", "Wound check at practice"),
    ("abdominal pain", "FBC/CRP normal, urine dip NAD, bHCG negative", "non-specific abdominal pain", "analgesia, safety-netting", "Surgical ambulatory clinic"),
    ("allergic reaction after eating nuts", "none", "urticaria without airway compromise", "cetirizine 10 mg, prednisolone 40 mg x 3/7", "Allergy clinic"),
]

# (country, invented city, invented hospital, dialling code, e-mail label)
ABROAD = [
    ("Portugal", "Porto Aurel", "Hospital Particular do Aurel", 351, "aurelhospital"),
    ("Spain", "San Teodoro del Mar", "Clínica San Teodoro", 34, "clinicasanteodoro"),
    ("Greece", "Kos Marina", "Marina Private Hospital", 30, "marinaprivate"),
    ("Turkey", "Alanta Bay", "Alanta Bay Hospital", 90, "alantabay"),
    ("Tanzania", "Lumbe", "Lumbe Adventist Hospital", 255, "lumbe-adventist"),
    ("Thailand", "Kandeli", "Kandeli International Medical Centre", 66, "kandeli-imc"),
    ("France", "Port Esmé", "Hôpital Privé Saint-Esmé", 33, "hp-saintesme"),
    ("Italy", "Santa Ilaria", "Clinica Santa Ilaria", 39, "santailaria"),
    ("Indonesia", "Pantai Sari", "Pantai Sari International Hospital", 62, "pantaisari"),
    ("United Arab Emirates", "Al Nakheel Bay", "Nakheel Bay Medical City", 971, "nakheelbay"),
]

SPECIALTIES = [
    ("Cardiology", "Dr", "FRCP", "Paroxysmal atrial fibrillation", "CHA2DS2-VASc 3; apixaban 5 mg BD started; echo showed LVEF 55%."),
    ("Respiratory Medicine", "Dr", "MRCP", "COPD (GOLD 3) with frequent exacerbations", "FEV1 42% predicted; switched to Trimbow 2 puffs BD; pulmonary rehab referral."),
    ("Gastroenterology", "Dr", "FRCP", "Crohn's disease, ileocolonic", "faecal calprotectin 640; started azathioprine 2 mg/kg after TPMT normal."),
    ("Orthopaedics", "Mr/Ms", "FRCS (Tr&Orth)", "Osteoarthritis R hip", "listed for THR; pre-op assessment to be booked."),
    ("Endocrinology", "Dr", "FRACP", "Graves' disease", "TRAb positive; carbimazole 20 mg OD, block-and-replace not advised."),
    ("Neurology", "Prof", "PhD FRCP", "Focal epilepsy", "MRI normal; EEG left temporal sharp waves; lamotrigine titration given."),
    ("Rheumatology", "Dr", "FRCPC", "Seropositive rheumatoid arthritis", "DAS28 5.1; methotrexate 15 mg weekly with folic acid 5 mg weekly."),
    ("General Surgery", "Mr/Ms", "FRCS", "Symptomatic gallstones", "USS: multiple calculi, CBD 5 mm; listed for lap chole."),
    ("Urology", "Mr/Ms", "FRCS (Urol)", "LUTS with BPH", "IPSS 19; tamsulosin 400 mcg OD; PSA 2.1."),
    ("Dermatology", "Dr", "MRCP (Derm)", "Basal cell carcinoma L nasal ala", "for Mohs surgery; biopsy confirms nodular BCC."),
]


def _consultant(c):
    spec = c.r.choice(SPECIALTIES)
    cons = c.staff("cons", "consultant in " + spec[0].lower() if spec[0] != "Orthopaedics" else "consultant orthopaedic surgeon",
                   spec[1], creds=spec[2] if c.code in ("en-GB", "en-GB-SCT", "en-IE") else c.ch(spec[2], "FRACP", "FCP(SA)", "FWACP", "MD"))
    return spec, cons


def layout_clinic_letter(c):
    p = c.pt
    spec, cons = _consultant(c)
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    L = letterhead(c, "acute", dept="Department of %s" % spec[0])
    L.append("")
    L.append("Clinic: %s   Date typed: %s" % (c.dd(c.today), c.dd(c.ahead(2, 9))))
    L.append("Our ref: %s/%s" % (P("DOCTOR", cons.initials(dots=False)), P("DOCTOR", c.staff("typist", "secretary", None).initials(dots=False).lower())))
    L.append("")
    L.append(c.doc(gp, style=c.ch("tf", "tis")))
    L.append(c.pl("practice"))
    L += c.addr_lines(c.new_address())
    L.append("")
    L.append("Dear %s" % c.doc(gp, style="ts"))
    L.append("")
    L.append("Re: %s   DOB: %s   %s: %s" % (c.nm(p, c.ch("uc", "tf", "full")), c.dob(), p.pid[0], P("MRN", p.pid[1])))
    L.append("    %s" % c.addr_inline())
    L.append("")
    L.append("Diagnosis: %s" % spec[3])
    L.append("Plan: %s" % spec[4])
    L.append("")
    L.append("I saw %s in the %s clinic today%s. %s %s and lives with %s %s in %s. %s" % (
        c.nm(p, "ts"), spec[0], c.ch("", " with %s %s, %s" % (c.his(), c.rel("acc", c.ch("wife", "husband", "daughter", "son")).relation,
                                                              c.nm(c.rel("acc", "wife"), c.ch("g", "ts")))),
        c.He(), c.job_phrase(), c.his(), c.ch("wife", "husband", "partner", "family"), c.city(),
        c.ch("Symptoms began around %s." % c.holiday(), "Symptoms began in %s." % c.dd(c.ago(100, 400), c.ch("my", "M")),
             "%s was previously seen by my colleague %s in %s." % (c.He(), c.doc(c.staff("cons2", "consultant", "Dr"), style="ts"),
                                                                   c.dd(c.ago(300, 900), c.ch("y", "my"))))))
    L.append("")
    L.append("On examination %s. Investigations: %s." % (c.obs(), c.ch("Hb 128, WCC 7.2, CRP 14, eGFR 71", "ECG SR, QTc 432",
                                                                     "X-ray shows loss of joint space", "HbA1c 49, TSH <0.01, fT4 38")))
    L.append("Current medication: %s." % "; ".join(c.drugs(3)))
    L.append("")
    L.append("I would be grateful if you could %s. I will see %s again in %s; the clinic can be contacted on %s." % (
        c.ch("check U&E in 2 weeks", "monitor BP and titrate", "arrange the FBC and LFT monitoring under the shared care protocol",
             "refer to the community falls service"), c.him(), c.ch("3 months", "6 months", "6 weeks"), c.tel("land", ext=True)))
    L.append("")
    L += signature(c, cons, closing="Yours sincerely")
    L.append("")
    L += cc_block(c)
    L.append("")
    L += dictation_footer(c, cons)
    return "\n".join(L)


def layout_discharge(c):
    p = c.pt
    spec, cons = _consultant(c)
    fy = c.staff("fy", "FY1 doctor", "Dr")
    ph = c.staff("ph", "ward pharmacist", None)
    adm = c.ago(3, 20)
    dis = c.today
    ward = c.pl("ward")
    L = []
    L.append("%s - DISCHARGE SUMMARY" % c.pl("acute", upper=c.chance(0.3)))
    L.append("")
    L.append("Patient: %s    %s: %s    %s: %s" % (c.nm(p, c.ch("uc", "u")), p.hno[0], P("MRN", p.hno[1]), p.pid[0], P("MRN", p.pid[1])))
    L.append("DOB: %s (%s)    Address: %s" % (c.dob(), c.age(p.age, c.ch("y", "yrs", "sex")), c.addr_inline()))
    L.append("GP: %s, %s   Fax %s" % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="tis"), c.pl("practice"), c.fax()))
    L.append("Ward: %s  Bed: %s   Consultant: %s (%s)" % (ward, P("LOCATION_OTHER", str(c.r.randint(1, 30))), c.doc(cons, style="ts"), spec[0]))
    L.append("Admitted: %s   Discharged: %s   Encounter: %s" % (c.dd(adm, c.ch(c.note_style, "dash4", "upper")),
                                                               c.dd(dis, c.ch(c.note_style, "dash4", "upper")), c.acct("ENC")))
    L.append("")
    L.append("Presenting complaint: %s" % c.ch("collapse at home, found by neighbour", "SOB and productive cough 4/7",
                                                "acute confusion", "RUQ pain and vomiting", "fall with long lie"))
    L.append("Diagnosis: %s; %s" % (spec[3], c.ch("AKI stage 1 (resolved)", "hyponatraemia (Na 126)", "delirium", "CAP")))
    L.append("Procedures: %s" % c.ch("none", "OGD %s - LA grade B oesophagitis" % c.dd(shift(adm, 1), c.ch("partial", "dmy")),
                                     "CT head %s - no acute change" % c.dd(adm, c.ch("partial", "dmy")),
                                     "DCCV %s - SR restored" % c.dd(shift(adm, 2), c.ch("partial", "dmy"))))
    L.append("Course: %s. Seen by physiotherapy and OT; %s." % (spec[4].rstrip("."), c.ch("independent on stairs", "mobile with frame",
                                                                              "for POC QDS via %s" % c.pl("employer", "agency"))))
    L.append("")
    L.append("Medication on discharge (changes marked *):")
    L += med_lines(c, prefix="  ")
    L.append("  * %s" % c.ch("STOPPED ibuprofen (AKI)", "NEW apixaban 5 mg BD", "INCREASED furosemide to 80 mg OM",
                             "NEW Adcal-D3 one tab BD"))
    L.append("Checked by %s (pharmacist) %s." % (c.nm(ph, c.ch("full", "gi")), c.dd(dis, "partial")))
    L.append("")
    L.append("Actions for GP:")
    L.append("  1. U&E within 1 week (by %s)." % c.dd(shift(dis, 7), c.ch("partial", "dM", "wd_short")))
    L.append("  2. %s" % c.ch("Review BP and rate control.", "Consider DEXA.", "Chase histology.", "Repeat CXR in 6 weeks."))
    L.append("Follow-up: %s clinic %s with %s." % (spec[0], c.dd(c.ahead(30, 90), c.ch("dmy", "my", "dMony")), c.doc(cons, style="ts")))
    L.append("Information given to patient and %s %s (%s)." % (c.his(), c.rel("nok", c.ch("daughter", "son", "wife", "husband")).relation,
                                                                c.nm(c.rel("nok", "wife"), c.ch("full", "g"))))
    L.append("")
    L.append("Completed by: %s (FY1), bleep %s, %s %s" % (c.nm(fy, "full"), P("PHONE", str(c.r.randint(1000, 9999))), fy.reg[0], P("LICENSE", fy.reg[1])))
    L.append("Electronically sent to %s %s." % (c.org_email(c.plname("practice"), "gp.docman"), c.dd(dis, c.ch("dmy", "iso"))))
    L.append("")
    L += cc_block(c, extra=["%s, district nursing team, %s" % (c.nm(c.staff("dn", "district nurse", None, nurse=True), "full"), c.tel("land"))])
    return "\n".join(L)


def layout_cross_border(c):
    p = c.pt
    fc, fcity_name, fhosp_name, cc, dom = c.r.choice(ABROAD)
    fcity = P("CITY", fcity_name)
    fhosp = P("HOSPITAL", fhosp_name)
    doc = c.staff("fdoc", "attending physician", "Dr", origin=c.ch("british", "indian", "french_ca", "filipino", "igbo"))
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    asst = c.rel("asst", "assistance coordinator", role="FAMILY")
    L = []
    L.append(fhosp)
    L.append("%s, %s" % (fcity, P("COUNTRY", fc)))
    L.append("International Patient Office  Tel %s  Email %s" % (
        P("PHONE", "+%d %s 555 01%02d" % (cc, c.r.randint(20, 99), c.r.randint(0, 99))),
        P("EMAIL", "international@%s.example.net" % dom)))
    L.append("")
    L.append("MEDICAL REPORT FOR REPATRIATION / CONTINUITY OF CARE")
    L.append("Date: %s" % c.dd(c.today, c.ch("iso", "dMy", "dmy")))
    L.append("To: %s, %s, %s, %s" % (c.doc(gp, style="tf"), c.pl("practice"), c.addr_inline(c.new_address()), c.country()))
    L.append("")
    L.append("Patient: %s   Passport no.: %s   Nationality: see passport" % (
        c.nm(p, c.ch("uc", "u")), P("IDNUM", "%s%d" % (c.ch("P", "K", "A", "N", ""), c.r.randint(1000000, 99999999)))))
    L.append("DOB: %s   Home address: %s" % (c.dob(), c.addr_inline(country=True)))
    L.append("Travel insurer: %s, policy %s; assistance case no. %s (coordinator %s, %s)." % (
        c.pl("insurer"), P("HEALTHPLAN", "%s%d" % (c.ch("TRV", "TI", "GT"), c.r.randint(1000000, 99999999))), c.idnum(c.ch("AC", "MA", "ASSIST")),
        c.nm(asst, c.ch("full", "tf")), c.tel("land", intl=True)))
    L.append("")
    L.append("%s (%s) was admitted to our hospital on %s after %s while on holiday with %s %s, %s. %s" % (
        c.nm(p, c.ch("ts", "tf")), c.age(p.age, c.ch("yo_s", "yrs", "aged")),
        c.dd(c.ago(4, 15), c.ch("dMy", "dmy", "iso")), c.ch("a fall from a scooter", "chest pain at the airport",
                                                            "severe abdominal pain", "a seizure at the hotel"),
        c.his(), c.rel("tc", c.ch("wife", "husband", "daughter", "friend")).relation, c.nm(c.rel("tc", "wife"), c.ch("full", "g")),
        c.ch("Hotel: %s, room %s." % (P("LOCATION_OTHER", c.ch("Hotel Miramar", "Aurel Beach Resort", "Kandeli Palms")), P("LOCATION_OTHER", str(c.r.randint(100, 950)))), "")))
    L.append("Diagnosis: %s." % c.ch("NSTEMI - PCI to LAD with 1 DES", "closed distal radius fracture - ORIF", "perforated appendix - laparoscopic appendicectomy",
                                      "first unprovoked seizure - CT/MRI normal"))
    L.append("Medication on discharge: %s. Implant: %s." % ("; ".join(c.drugs(3)), c.ch(
        "none", "stent lot/serial %s" % c.device_serial(), "volar plate serial %s" % c.device_serial())))
    L.append("Fit to fly %s with escort (nurse %s). Flight arranged to %s on %s." % (
        c.ch("from today", "after 48 h", "on oxygen 2 L/min"), c.nm(c.staff("esc", "flight nurse", None, nurse=True), "full"), c.city(),
        c.dd(c.ahead(1, 5), c.ch("dMy", "dmy"))))
    L.append("Please arrange follow-up at %s within %s. Original images on CD; portal: %s" % (
        c.pl("acute"), c.ch("2 weeks", "6 weeks", "1 month"), c.org_url("records portal", "patient/%d" % c.r.randint(10000, 99999))))
    L.append("")
    L.append("%s, %s" % (c.doc(doc, style="tf"), c.ch("Attending Physician", "Head of Internal Medicine", "Orthopaedic Surgeon")))
    L.append("Medical licence no. %s" % P("LICENSE", "%s-%d" % (c.ch("ML", "OM", "CRM"), c.r.randint(10000, 999999))))
    return "\n".join(L)


def layout_ed(c):
    p = c.pt
    edd = c.staff("edd", "ED registrar", "Dr", creds=c.ch("ST4", "FACEM", "MRCEM", "CCFP(EM)"))
    t = c.r.randint(0, 23)
    L = []
    L.append("%s - %s ATTENDANCE LETTER" % (c.pl("acute"), c.ch("EMERGENCY DEPARTMENT", "ED", "URGENT TREATMENT CENTRE", "A&E")))
    L.append("Attendance no. %s   Arrived %s %02d:%02d   Left %02d:%02d" % (c.acct(c.ch("ED", "AE", "ATT")), c.dd(c.today, c.ch("dmy", "dash4", "dmy2")),
                                                                           t, c.r.randint(0, 59), (t + c.r.randint(2, 6)) % 24, c.r.randint(0, 59)))
    L.append("%s, %s, DOB %s, %s %s" % (c.nm(p, c.ch("uc", "u")), c.age(p.age, c.ch("sex", "y")), c.dob(), p.pid[0], P("MRN", p.pid[1])))
    L.append("%s | %s" % (c.addr_inline(), P("PHONE", p.mob)))
    L.append("GP: %s, %s" % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.pl("practice")))
    L.append("")
    L.append("Arrival: %s. Triage cat %d (%s)." % (c.ch("ambulance", "self", "brought by %s %s" % (
        c.his(), c.rel("br", c.ch("mother", "father", "son", "daughter", "friend")).relation + " " + c.nm(c.rel("br", "friend"), c.ch("g", "full"))),
        "police"), c.r.randint(2, 4), c.nm(c.staff("tri", "triage nurse", None, nurse=True), c.ch("g", "full"))))
    sc = c.r.choice(ED_SCENARIOS)
    L.append("PC: %s. %s" % (sc[0], c.ch("Mechanism: slipped at %s." % c.pl("landmark"), "Onset %02d:00." % c.r.randint(0, 23), "")
                             if sc[0].startswith("fall") else c.ch("Onset %02d:00." % c.r.randint(0, 23), "")))
    L.append("Obs: %s. %s. GCS 15." % (c.obs(), c.ch("NEWS2 0", "NEWS2 2", "pain 7/10")))
    L.append("Ix: %s." % sc[1])
    L.append("Dx: %s." % sc[2])
    L.append("Rx: %s." % sc[3])
    L.append("Discharged to: %s. %s %s at %s." % (c.ch("home", "usual residence", "care of %s family" % c.his()), sc[4],
                                                 c.dd(c.ahead(2, 10), c.ch("wd_short", "dM", "partial")), c.pl("clinic")))
    L.append("PMH: %s. Meds: %s. Allergies: %s." % (c.ch("nil", c.eponym(), "asthma, anxiety", "HTN"), "; ".join(c.drugs(2)),
                                                  c.ch("NKDA", "penicillin", "latex")))
    L.append("Safeguarding: %s." % c.ch("no concerns", "lives with %s %s - no concerns" % (c.his(), c.ch("parents", "partner")),
                                         "DA screen positive - IDVA %s contacted (%s)" % (c.nm(c.rel("idva", "IDVA", role="FAMILY"), "full"), c.tel("land"))))
    L.append("GP actions: none / %s." % c.ch("review in 1/52", "repeat BP", "consider allergy referral"))
    L.append("")
    L.append("Seen by: %s %s (%s)" % (c.doc(edd, style=c.ch("tf", "ts")), edd.creds, c.ch("registrar", "consultant", "ACP")))
    L.append("Senior review: %s" % c.doc(c.staff("edc", "ED consultant", "Dr"), style="ts"))
    L.append("Letter generated %s by %s." % (c.dd(c.today, "iso"), c.username(edd)))
    L.append("")
    L += cc_block(c)
    return "\n".join(L)


LAYOUTS = [("outpatient_clinic_letter", layout_clinic_letter), ("discharge_summary", layout_discharge),
           ("crossborder_repatriation", layout_cross_border), ("ed_attendance_letter", layout_ed)]


def patient(c):
    return c.make_patient(18, 95)

"""Genres: microbiology report, laboratory incident report."""
import phi as H
import pools as P

# (specimen, micro/gram, culture, sensitivities, comment, travel?, occupational?)
MICRO = (
    ("Blood culture (aerobic + anaerobic)", "Aerobic bottle flagged positive at 14.2 h. Gram stain: "
     "Gram-positive cocci in clusters.", "Staphylococcus aureus (MSSA) isolated from 2/2 sets.",
     (("Flucloxacillin", "S", "0.25"), ("Vancomycin", "S", "1"), ("Clindamycin", "S", "0.12"),
      ("Erythromycin", "R", ">8"), ("Doxycycline", "S", "0.5")),
     "Suggest echocardiogram and repeat cultures at 48-72 h. Minimum 14 days IV therapy.", 0, 0),
    ("Mid-stream urine", "WBC > 100 /uL, RBC 25 /uL, epithelial cells scanty.",
     "> 10^5 CFU/mL Escherichia coli (ESBL producer).",
     (("Amoxicillin", "R", ">32"), ("Nitrofurantoin", "S", "16"), ("Trimethoprim", "R", ">4"),
      ("Fosfomycin", "S", "2"), ("Meropenem", "S", "<=0.12"), ("Gentamicin", "S", "1")),
     "ESBL: contact precautions advised. Nitrofurantoin suitable if eGFR > 45.", 1, 0),
    ("Wound swab, right lower leg", "Gram stain: pus cells +++, Gram-positive cocci in chains.",
     "Heavy growth of Streptococcus pyogenes (Lancefield group A).",
     (("Benzylpenicillin", "S", "0.016"), ("Clindamycin", "S", "0.06"),
      ("Erythromycin", "S", "0.06")),
     "iGAS if invasive: notify health protection team. Close contacts may need prophylaxis.", 0, 1),
    ("Sputum, expectorated", "Auramine screen positive; Ziehl-Neelsen: acid-fast bacilli seen (2+).",
     "Mycobacterium tuberculosis complex detected by PCR; rifampicin resistance NOT detected.",
     (), "Notifiable disease. Patient to side room with negative pressure. Contact tracing via TB "
     "nurse service. Culture and full sensitivities to follow from reference laboratory.", 1, 1),
    ("Faeces", "Macroscopy: liquid, no blood.", "Salmonella enterica serovar Enteritidis isolated. "
     "C. difficile GDH negative. Norovirus PCR not detected.",
     (("Ciprofloxacin", "S", "0.03"), ("Azithromycin", "S", "4"), ("Co-trimoxazole", "S", "<=20")),
     "Food handler exclusion applies until 48 h symptom free. Notified to public health.", 1, 1),
    ("CSF", "WCC 2400 /uL (92% polymorphs), protein 3.1 g/L, glucose 0.8 mmol/L. "
     "Gram stain: Gram-negative diplococci.", "Neisseria meningitidis serogroup B isolated.",
     (("Ceftriaxone", "S", "<=0.03"), ("Benzylpenicillin", "S", "0.06"),
      ("Ciprofloxacin", "S", "0.008")),
     "Household contacts require chemoprophylaxis. Isolate referred for typing.", 0, 0),
    ("EDTA blood for malaria", "Thick and thin films examined. Rapid antigen test positive (HRP2).",
     "Plasmodium falciparum seen, parasitaemia 2.4%. No schizonts.", (),
     "Discussed with on-call ID. Repeat films 12-24 h. Refer to reference lab for confirmation.",
     1, 0),
    ("Nasal/groin/perineal swabs", "MRSA screen (chromogenic agar + PCR).",
     "MRSA DETECTED (nasal, groin).", (("Mupirocin", "S", "2"), ("Chlorhexidine", "", "n/a")),
     "Commence decolonisation: nasal mupirocin TDS and chlorhexidine wash 5 days.", 0, 1),
    ("Bronchoalveolar lavage", "Gram stain: moderate polymorphs, no organisms seen.",
     "Legionella pneumophila serogroup 1 urinary antigen POSITIVE; BAL PCR positive.", (),
     "Notifiable. Environmental investigation of workplace and residence recommended.", 1, 1),
)


CLIN = (("fever 39.2 C, rigors, PICC in situ", "fever and rigors, IVDU", "sepsis ?source"),
        ("dysuria, frequency", "loin pain, fever ?pyelonephritis", "catheter bypassing, confused"),
        ("cellulitis spreading from leg ulcer", "post-op wound erythema and discharge"),
        ("cough 3 months, night sweats, weight loss", "CXR right apical cavitation"),
        ("diarrhoea x5 days, vomiting", "bloody diarrhoea, fever"),
        ("headache, neck stiffness, petechial rash", "fever, photophobia, GCS 13"),
        ("fever after travel", "fever, jaundice, thrombocytopenia after travel"),
        ("pre-op screen, elective hip replacement", "admission screen"),
        ("severe pneumonia, confusion, Na 124", "CAP not responding to co-amoxiclav"))


def micro_header(n, pt, sp):
    rng = n.rng
    us = n.country == "US"
    s = n.site
    n.ln("MICROBIOLOGY REPORT", rng.choice(("", " - FINAL", " - PRELIMINARY", " (amended)")))
    n.ln((s["name"], "HOSPITAL"), " ", rng.choice(("Microbiology", "Clinical Microbiology "
                                                   "Laboratory") if us else (
        "Microbiology", "Infection Sciences", "Medical Microbiology")))
    if rng.random() < 0.6:
        n.addr(s["addr"], "one")
        n.t("\n")
    if us:
        n.ln("CLIA ", (s["clia"], "LICENSE"), "   Lab director: ", [(H.make_clin(rng, "US")["p"].r(
            "fl"), "DOCTOR")], ", MD")
    n.t("\n")
    lab = H.path_no(rng, n.country, "M")
    n.ln("Lab No: ", (lab, "IDNUM"), "    Specimen: ", sp[0])
    n.pid_block(pt, rng.choice(("kv", "caps", "line")))
    n.t("Requesting: ")
    if us or rng.random() < 0.6:
        c = H.make_clin(rng, n.country)
        n.staff(c, rng.choice(("dr_l", "dr_fl", "Lf")))
        n.t(", ")
    if not us and rng.random() < 0.5:
        n.p(rng.choice(P.UK_PRACTICES), "HOSPITAL")
    else:
        n.ward()
    n.t("\n")
    n.ln("Collected: ", n.dstr(n.ref), " ", n.tm("colon"), "    Received: ",
         n.dstr(H.plus(n.ref, rng.randrange(0, 2))), " ", n.tm("colon"))


def micro_body(n, pt, sp):
    rng = n.rng
    n.t("\nClinical details: ")
    n.t(rng.choice(sp[7]))
    if sp[5] or rng.random() < 0.2:
        n.w("; recent travel to ", (rng.choice(P.COUNTRIES), "COUNTRY"), " (returned ",
            n.dstr(H.plus(n.ref, -rng.randrange(3, 40))), ")")
    if pt["prof"] and (sp[6] or rng.random() < 0.2):
        n.t("; ")
        n.prof(pt)
        if rng.random() < 0.5:
            n.w(" at ", (rng.choice(P.EMPLOYERS), "ORGANIZATION"))
    n.t(".\n")
    n.ln("\nMicroscopy: ", sp[1])
    n.ln("Culture: ", sp[2])
    if sp[3]:
        n.ln("\nSusceptibility (EUCAST breakpoints)" if n.country == "UK" else
             "\nSusceptibility (CLSI M100)")
        n.ln("  Antibiotic".ljust(22) + "Result".ljust(8) + "MIC mg/L")
        for ab, r, mic in sp[3]:
            n.ln("  " + ab.ljust(20) + r.ljust(8) + mic)
    n.ln("\nComment: ", sp[4])


def micro_footer(n, pt, sp):
    rng = n.rng
    us = n.country == "US"
    if rng.random() < 0.7:
        c = H.make_clin(rng, n.country)
        n.t("Phoned to ")
        n.staff(c, rng.choice(("dr_l", "dr_fl", "fl_cred")))
        n.w(" ", rng.choice(("(FY1)", "(reg)", "(GP)", "(SHO)") if n.country == "UK" else (
            "(ID fellow)", "(hospitalist)", "(resident)", "(PCP)")), " on ", n.dstr(H.plus(n.ref, 1), H.short_style(n.country)), " at ", n.tm("colon"),
            " ext ", (H.digits(rng, 4), "PHONE"), ". Read back.\n")
    if "contacts" in sp[4] or "Contact" in sp[4] or rng.random() < 0.2:
        n.w("Contacts: ", pt["relation"], " ")
        n.rel(pt, "fl")
        n.w(" (same address, ", (pt["addr"]["street"], "STREET"), ") - ",
            rng.choice(("asymptomatic", "prophylaxis arranged", "also unwell")), ".\n")
    if "reference" in sp[4] or "typing" in sp[4] or rng.random() < 0.3:
        n.w("Isolate referred to ", (rng.choice(P.REF_LABS), "ORGANIZATION"), ", ref ",
            (H.order_no(rng), "IDNUM"), " on ", n.dstr(H.plus(n.ref, 2)), ".\n")
    if "side room" in sp[4] or rng.random() < 0.3:
        n.t("IPC: patient isolated in ")
        n.room()
        n.t(rng.choice((". Enhanced cleaning on discharge.\n", ".\n")))
    m = H.make_clin(rng, n.country, rng.choice(("doctor", "sci")))
    n.t("\nAuthorised by: ")
    n.staff(m, "fl_cred" if m["role"] == "sci" else rng.choice(("dr_fl", "fml_cred")))
    n.w(", ", ("Consultant Microbiologist" if n.country == "UK" else "Microbiology Medical "
               "Director") if m["role"] == "doctor" else (
        "Biomedical Scientist" if n.country == "UK" else "Medical Technologist"),
        "  ", n.dstr(H.plus(n.ref, rng.randrange(1, 4))), "\n")
    if rng.random() < 0.5:
        n.ln("User: ", (m["user"], "USERNAME"), "   Lab enquiries: ", (n.site["phone"], "PHONE"))
    if rng.random() < 0.3:
        n.ln("Sampling guidance: ", (H.url(rng, "/microbiology/user-guide"), "URL"))


def gen_micro(n):
    rng = n.rng
    i = rng.randrange(len(MICRO))
    sp = MICRO[i] + (CLIN[i],)
    pt = H.make_patient(rng, n.country, n.site, n.ref)
    micro_header(n, pt, sp)
    micro_body(n, pt, sp)
    micro_footer(n, pt, sp)


# --------------------------------------------------------------- incident
KINDS = ("WBIT", "ANALYSER", "DELAY", "NEEDLESTICK", "CASSETTE", "CRITCALL", "SPILL", "MISDIRECT")
ANALYSERS = ("Cobas 8000 c702", "Alinity ci", "Atellica CH 930", "Sysmex XN-9000",
             "ACL TOP 750", "BacT/ALERT VIRTUO", "VITEK MS", "Tissue-Tek VIP 6",
             "ORTHO VISION Max", "DxH 900")


ACTIONS = {
    "WBIT": ("sample rejected; repeat G&S requested; group O units issued meanwhile",
             "both patients re-bled under witnessed bedside check"),
    "ANALYSER": ("analyser taken offline; backup analyser used; results recalled and amended",
                 "look-back on all results since last acceptable QC"),
    "DELAY": ("samples rejected; GP practices informed; repeat bloods booked",
              "courier contract manager informed; temperature loggers checked"),
    "NEEDLESTICK": ("wound bled and washed; occupational health referral made",
                    "source bloods taken with consent; sharps bin audit"),
    "CASSETTE": ("both cases held; blocks re-identified by DNA", "reports withheld pending review"),
    "CRITCALL": ("result phoned via consultant; escalation policy re-circulated",
                 "switchboard on-call rota corrected"),
    "SPILL": ("area made safe; H&S notified; spill kit restocked",
              "extraction checked by estates; staff debriefed"),
    "MISDIRECT": ("recipient asked to destroy copy; IG lead informed; fax number list updated",
                  "patient informed under duty of candour"),
}
CAUSES = {
    "WBIT": ("pre-printed labels; sample not labelled at bedside", "human factors - interruption"),
    "ANALYSER": ("reagent lot change without QC", "middleware rule failure during outage"),
    "DELAY": ("vehicle breakdown; no contingency courier", "route overloaded at peak"),
    "NEEDLESTICK": ("re-sheathing contrary to policy", "no sharps bin at point of use"),
    "CASSETTE": ("two cases open at one embedding station", "procedure not followed"),
    "CRITCALL": ("bleep rota out of date", "staffing - single-handed night shift"),
    "SPILL": ("container lid not secured", "overfilled formalin pot"),
    "MISDIRECT": ("manual fax number entry", "autofill selected wrong address"),
}


def _incident_body(n, kind, pts, rep):
    rng = n.rng
    us = n.country == "US"
    pt = pts[0]
    if kind == "WBIT":
        p2 = pts[1]
        n.w("Group & screen sample ", (H.lab_no(rng), "IDNUM"), " labelled as ")
        n.pt_name(pt, "fl")
        n.w(" (", "MRN" if us else "Hosp No", " ", (pt["mrn"], "MRN"), ") grouped as A RhD pos; "
            "historical group O RhD neg. Second sample confirmed O neg. Investigation: sample "
            "taken at same time as bed neighbour ")
        n.pt_name(p2, "fl")
        n.w(" (", (p2["mrn"], "MRN"), ") - pre-printed labels used away from bedside. "
            "Bedside biometric check (palm vein ID ", (H.bioid(rng), "BIOID"), ") was bypassed "
            "during network outage.\n")
    elif kind == "ANALYSER":
        a = rng.choice(ANALYSERS)
        n.w(a, " module SN ", (H.serial(rng), "DEVICE"), " failed QC (Westgard 1-3s, 2-2s) on L2 "
            "and L3 controls at ", n.tm("colon"), "; ", str(rng.randrange(12, 140)),
            " patient results already released. Middleware connection ",
            (H.ip(rng), "IPADDR"), " dropped for 47 min so autoverification rules did not hold "
            "results. Affected patients include ")
        n.pt_name(pt, "LF")
        n.w(" (", (pt["mrn"], "MRN"), ") and ")
        n.pt_name(pts[1], "LF")
        n.w(" (", (pts[1]["mrn"], "MRN"), ").\n")
    elif kind == "DELAY":
        n.w("Courier ", (rng.choice(P.COURIERS), "ORGANIZATION"), " van ",
            (H.plate(rng, n.country), "VEHICLE"), " broke down en route from ",
            (rng.choice(P.UK_PRACTICES if not us else P.US_CLINICS), "HOSPITAL"),
            ". Box arrived %d h late at %.1f C. " % (rng.randrange(3, 8),
                                                     rng.randrange(110, 260) / 10.0))
        n.w("%d samples unsuitable for K+/glucose; patients recalled incl. " % rng.randrange(9, 40))
        n.pt_name(pt, "fl", title=True)
        n.w(" DOB ", n.dstr(pt["dob"]), ".\n")
    elif kind == "NEEDLESTICK":
        n.w("Staff member ")
        n.staff(rep, "fl")
        n.w(" sustained a needlestick from a used 21G butterfly while re-sheathing on ")
        n.ward()
        n.w(". Source patient ")
        n.pt_name(pt, "fl")
        n.w(" (", (pt["mrn"], "MRN"), ") consented to BBV testing. Occupational health "
            "informed; PEP risk assessment done in ED at ", n.tm("colon"), ".\n")
    elif kind == "CASSETTE":
        a1, a2 = H.path_no(rng, n.country), H.path_no(rng, n.country)
        n.w("Cassettes for ", (a1, "IDNUM"), " (")
        n.pt_name(pt, "LF")
        n.w(") and ", (a2, "IDNUM"), " (")
        n.pt_name(pts[1], "LF")
        n.w(") were transposed at embedding on ", rng.choice(("Tissue-Tek", "Leica EG1150")),
            " station ", (H.serial(rng), "DEVICE"), ". Detected at microscopy by ")
        n.staff(H.make_clin(rng, n.country), "dr_l")
        n.t(" (morphology inconsistent with specimen). DNA identity testing requested.\n")
    elif kind == "CRITCALL":
        c = H.make_clin(rng, n.country)
        n.w("Critical potassium 7.1 mmol/L on ", (H.lab_no(rng), "IDNUM"), " for ")
        n.pt_name(pt, "fl")
        n.w(" not communicated for %d min. Bleep " % rng.randrange(45, 180), (c["pager"], "PHONE"),
            " for ")
        n.staff(c, "dr_l")
        n.w(" unanswered x3; switchboard (", (H.phone(rng, n.country), "PHONE"),
            ") could not locate on-call. Eventually given to ward nurse ")
        n.staff(H.make_clin(rng, n.country, "nurse"), "fl")
        n.t(".\n")
    elif kind == "SPILL":
        n.w("Approx. 2 L of 10% neutral buffered formalin spilled in grossing room ",
            (str(rng.randrange(1, 40)) + rng.choice(("", "A", "B")), "LOCATION_OTHER"), ", ",
            (rng.choice(P.BUILDINGS), "LOCATION_OTHER"), ". Area evacuated, spill kit used, "
            "extraction confirmed at 0.5 m/s. Specimen ", (H.path_no(rng, n.country), "IDNUM"),
            " (")
        n.pt_name(pt, "LF")
        n.t(") partially exposed; re-fixed. No staff exposure above WEL.\n")
    else:
        wrong = H.phone(rng, n.country)
        n.w("Cumulative report for ")
        n.pt_name(pt, "fl")
        n.w(" (", (pt["mrn"], "MRN"), ", DOB ", n.dstr(pt["dob"]), ") faxed to ",
            (wrong, "FAX"), " instead of ")
        n.w((rng.choice(P.UK_PRACTICES if not us else P.US_CLINICS), "HOSPITAL"), " fax ",
            (H.phone(rng, n.country), "FAX"), " (digits transposed). Recipient, a local business (",
            (rng.choice(P.EMPLOYERS), "ORGANIZATION"), "), returned it. Also e-mailed to ",
            (H.email_for(rng, H.person(rng)), "EMAIL"), " in error; recall requested.\n")
        n.w("Patient's ", pt["relation"], " ")
        n.rel(pt, "fl")
        n.w(" phoned to complain on ", n.dstr(H.plus(n.ref, 2)), " (", (pt["phone"], "PHONE"),
            ").\n")


def gen_incident(n):
    rng = n.rng
    us = n.country == "US"
    kind = rng.choice(KINDS)
    pts = [H.make_patient(rng, n.country, n.site, n.ref) for _ in range(2)]
    rep = H.make_clin(rng, n.country, rng.choice(("sci", "phleb", "sci")))
    form = rng.random() < 0.65
    occ = H.plus(n.ref, -rng.randrange(0, 3))
    occ_h = rng.randrange(0, 19)
    if form:
        n.ln("LABORATORY INCIDENT / NON-CONFORMANCE REPORT")
        n.ln((n.site["name"], "HOSPITAL"), " - Pathology Quality")
        n.ln("Incident ref: ", ("NC-%d-%s" % (n.ref.year, H.digits(rng, 4)), "IDNUM"),
             "    ", "Safety event #" if us else "Datix ID: ", ("W" + H.digits(rng, 6), "IDNUM"))
        n.ln("Category: ", kind, "    Date occurred: ", n.dstr(occ), " ",
             "%02d:%02d" % (occ_h, rng.randrange(60)),
             "    Date reported: ", n.dstr(n.ref))
        n.w("Location: ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"), ", ",
            rng.choice(("Blood Sciences", "Cellular Pathology", "Microbiology", "Specimen Reception",
                        "Transfusion")), ", room ",
            (str(rng.randrange(1, 300)) + rng.choice(("", "", "A")), "LOCATION_OTHER"), "\n")
        n.t("Reported by: ")
        n.staff(rep, "fl_cred")
        n.w("  user ", (rep["user"], "USERNAME"), "  ext ", (H.digits(rng, 4), "PHONE"), "\n")
        if rng.random() < 0.5:
            n.w("Registration: ", "ASCP " if us else "HCPC ", (rep["lic"], "LICENSE"), "\n")
        n.t("\nDescription:\n")
    else:
        n.w("Incident note - ", n.dstr(n.ref, "wd_full" if us else "wd_ukfull"), " (ref ",
            ("INC" + H.digits(rng, 6), "IDNUM"), ")\n")
        n.w("Logged by ")
        n.staff(rep, "fl")
        n.w(" (", (rep["user"], "USERNAME"), ") at ")
        n.hosp(n.site, short=rng.random() < 0.4)
        n.t(".\n\n")
    _incident_body(n, kind, pts, rep)
    if rng.random() < 0.7:
        n.t("\nTimeline:\n")
        ts = n.times(rng.randrange(3, 6), occ_h + 1, 4)
        steps = ["event identified by ", "supervisor informed: ", "clinical team contacted via ",
                 "consultant informed: ", "LIMS record annotated by "]
        for tm, st in zip(ts, steps):
            n.w("  ", tm, "  ", st)
            if st.endswith("via "):
                n.p(H.internal(rng) if rng.random() < 0.6 else H.phone(rng, n.country), "PHONE")
            elif st.startswith("LIMS"):
                n.p(H.make_clin(rng, n.country, "sci")["user"], "USERNAME")
            elif st.startswith("consultant"):
                n.staff(H.make_clin(rng, n.country), "dr_l")
            else:
                n.staff(H.make_clin(rng, n.country, "sci"), rng.choice(("fl", "fl_cred", "fL")))
            n.t("\n")
    n.ln("\nImmediate action: ", rng.choice(ACTIONS[kind]))
    n.t("Informed: ")
    for j in range(rng.randrange(1, 4)):
        if j:
            n.t(", ")
        role = rng.choice(("doctor", "sci", "nurse"))
        c = H.make_clin(rng, n.country, role)
        n.staff(c, rng.choice(("dr_l", "dr_fl")) if role == "doctor" else rng.choice(("fl_cred",
                                                                                     "fl")))
        n.w(" (", rng.choice({"doctor": ("consultant haematologist", "duty biochemist",
                                         "consultant microbiologist", "clinical lead"),
                              "sci": ("lab manager", "quality manager", "section lead"),
                              "nurse": ("ward manager", "transfusion practitioner",
                                        "matron")}[role]), ")")
    n.t("\n")
    rep_opts = {"WBIT": ("SHOT/SABRE", "FDA BPDR"), "NEEDLESTICK": ("RIDDOR - yes", "OSHA 300 log"),
                "SPILL": ("RIDDOR - no (below threshold)", "OSHA - no"),
                "ANALYSER": ("MHRA Yellow Card (device)", "FDA MedWatch 3500"),
                "MISDIRECT": ("ICO - assessed, not reportable", "HIPAA breach log")}
    rp = rep_opts.get(kind, ("No", "No"))[1 if us else 0]
    n.ln("Harm grade: ", rng.choice(("No harm", "Low harm", "Near miss", "Moderate harm")),
         "    Reportable: ", rp if rng.random() < 0.8 else "No")
    n.ln("Root cause: ", rng.choice(CAUSES[kind]))
    if kind in ("WBIT", "ANALYSER", "MISDIRECT", "CASSETTE") and rng.random() < 0.6:
        n.w("Duty of candour: ", rng.choice(("patient informed by ", "letter sent; discussed by ")))
        n.staff(H.make_clin(rng, n.country), "dr_l")
        n.w(" on ", n.dstr(H.plus(n.ref, rng.randrange(1, 10))), ".\n")
    rv = H.make_clin(rng, n.country, "sci")
    n.t("CAPA owner: ")
    n.staff(rv, "fl")
    n.w("    Due: ", n.dstr(H.plus(n.ref, rng.randrange(14, 60))), "\n")
    n.t("Closed: ")
    n.d(H.plus(n.ref, rng.randrange(20, 90)))
    n.t("\n")

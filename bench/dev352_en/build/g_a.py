"""Genres: biometry/IOL calculation sheet, pre-assessment note, refractive consultation (own)."""
import clin
import phi
import places
import pools
from phi import pad


def art(word):
    return "an " if word[0].lower() in "aeiou" else "a "


def _eyes(c):
    return ("OD", "OS") if c.eye == "right" else ("OS", "OD")


def _iol_table(c, b, model, aconst, target):
    r = c.rng
    p0 = clin.iol_power(b, r)
    rows = []
    for k in range(-2, 3):
        p = p0 + 0.5 * k
        ref = round(target - 0.36 * (0.5 * k) * 2 + r.uniform(-0.04, 0.04), 2)
        rows.append((p, ref))
    return p0, rows


def biometry(c, n):
    r = c.rng
    b = clin.biometry(r)
    b2 = clin.biometry(r)
    b2["al"] = round(b["al"] + r.uniform(-0.25, 0.25), 2)
    dev = r.choice(clin.BIOMETERS[:4])
    model, aconst = r.choice(clin.IOL_MODELS)
    formula = r.choice(clin.FORMULAS[:6]) if b["al"] > 22 else "Hoffer Q"
    target = r.choice([-0.25, -0.25, -0.5, 0.0, -0.1, -2.5])
    op_user = c.user("nurse")
    e1, e2 = _eyes(c)
    p0, rows = _iol_table(c, b, model, aconst, target)
    layout = r.randrange(3)
    if layout == 0:
        n.f("{h} - Ophthalmic Imaging\n", h=c.H())
        n.f("{dev}  SN {sn}   SW 1.{v}\n", dev=dev, sn=(phi.device_serial(r, "machine"), "DEVICE"), v=r.randrange(10, 99))
        n.w("-" * 60 + "\n")
        n.w("Patient:   ", pad(c.P(r.choice(["LFU", "LF", "LFM"])), 30), "ID: ", (c.mrn, "MRN"), "\n")
        n.w("DOB:       ", c.DOB(), "  (", c.A(), " y)", "        Sex: ", c.pt.sex, "\n")
        n.w("Exam date: ", c.D(c.t_bio), " ", clin.time(r, 8, 17), "      Operator: ", op_user, "\n")
        n.w("Physician: ", c.S(r.choice(["Li", "il", "fl"])), "\n")
        n.f("Eye: {e}      Status: Phakic      Ref. status: {rs}\n", e=e1, rs=r.choice(["Untreated", "Untreated", "Post-LASIK (myopic)"]))
        n.w("-" * 60 + "\n")
        n.w(f"            {e1:<20}{e2}\n")
        n.w(f"AL:    {b['al']:.2f} mm  SD {r.randrange(3, 14)} um   {b2['al']:.2f} mm\n")
        n.w(f"ACD:   {b['acd']:.2f} mm             {b2['acd']:.2f} mm\n")
        n.w(f"LT:    {b['lt']:.2f} mm             {b2['lt']:.2f} mm\n")
        n.w(f"WTW:   {b['wtw']:.1f} mm              {b2['wtw']:.1f} mm\n")
        n.w(f"K1:    {b['k1']:.2f} D @ {b['ax1']}deg     {b2['k1']:.2f} D @ {b2['ax1']}deg\n")
        n.w(f"K2:    {b['k2']:.2f} D @ {b['ax2']}deg     {b2['k2']:.2f} D @ {b2['ax2']}deg\n")
        n.w(f"dK:    -{b['k2'] - b['k1']:.2f} D @ {b['ax1']}deg\n")
        n.w(f"CCT:   {b['cct']} um                {b2['cct']} um\n")
        n.w("-" * 60 + "\n")
        n.w(f"Formula: {formula}     Target ref: {target:+.2f} D\nIOL: {model}   A const: {aconst}\n")
        n.w("  IOL (D)    Ref (D)\n")
        for p, ref in rows:
            mark = "  <" if p == p0 else ""
            n.w(f"  {p:5.1f}      {ref:+.2f}{mark}\n")
        n.w("-" * 60 + "\n")
        if r.random() < 0.8:
            n.w("Export: DICOM -> FORUM archive ", (phi.ip(r), "IPADDR"), "  ", c.D(c.t_bio, "iso"), " ",
                clin.time(r), "  by ", op_user, "\n")
        n.w("Comments: ", r.choice(["Good quality scans OU.", "AL repeated x3 - consistent.", "Dense PSC - SNR low, AL by Lenstar agrees.",
                                    "Patient unable to fixate well; image quality acceptable."]), " ID verified (name/DOB) with ",
            c.P(r.choice(["f", "fl"])), " at ", clin.time(r, 8, 17), ".\n")
        n.w("Printed ", c.D(c.t_bio), r.choice(["  page 1/1\n", "\n"]))
        if r.random() < 0.7:
            n.w("Reviewed: ", c.Dr("nurse2", r.choice(["fl", "il"])), r.choice([" (Optometrist) ", " (Orthoptist) ", ", ophthalmic tech "]),
                c.Ds(c.t_bio), r.choice([" - SNR ok, fellow eye within 0.3 mm\n", " - repeat K with Pentacam not needed\n", "\n"]))
        return
    if layout == 1:
        n.f("IOL CALCULATION & LENS SELECTION - {h} Cataract Service\n\n", h=c.H())
        n.w("Name: ", c.P("fl"), "    DOB: ", c.DOB(), "    ", c.ids_line(), "\n")
        n.w("Consultant: ", c.surg_name(), "    Listed eye: ", c.eye.upper(), "    Date of surgery: ", c.D(c.t_op), "\n")
        n.w("Biometry: ", dev, " on ", c.D(c.t_bio), " by ", c.Dr("nurse", "fl"), r.choice([" (optometrist)", " (ophth. tech)", ""]),
            "; scan ID ", (phi.idnum(r, "scan"), "IDNUM"), "\n")
        n.w(f"Quality: AL {b['al']:.2f} mm, inter-eye difference {abs(b['al'] - b2['al']):.2f} mm (<0.3); "
            f"K1 {b['k1']:.2f} / K2 {b['k2']:.2f} D; SNR {b['snr']}\n")
        prs = r.choice(["NO", "NO", "YES - LASIK ", "NO (RK excluded)"])
        n.w("Previous refractive surgery: ", prs)
        if prs.endswith("LASIK "):
            n.w("at ", (r.choice(places.REFRACTIVE_CLINICS[c.cc]), "HOSPITAL"), " ", (phi.fd(c.t_ref.replace(year=r.randrange(1999, 2012)), "y"), "DATE"),
                " - Barrett True-K used")
        n.w("\nContact lens wear: ", r.choice(["none", "soft, stopped 2/52 before biometry", "RGP - repeat K after 4/52 off"]), "\n")
        if r.random() < 0.6:
            n.w("Fellow eye: pseudophakic, ", r.choice(clin.IOL_MODELS)[0], f" {p0 - 0.5:.1f} D implanted ",
                c.D(phi.add_days(c.t_op, -r.randrange(60, 500))), " (", c.Hshort(), "); post-op ref ", clin.refraction(r, True), "\n")
        n.w(f"Formula: {formula}   Target: {target:+.2f} D")
        if target < -1:
            n.w(" (near target - patient reads without specs, works as a ", (c.prof, "PROFESSION"), ")")
        n.w("\n")
        n.w(f"Primary lens: {model} {p0:.1f} D  (predicted {rows[2][1]:+.2f})\n")
        n.w(f"Backup lens:  {model} {p0 - 0.5:.1f} D; sulcus: {r.choice(clin.BACKUP_IOLS)} {p0 - 1.0:.1f} D\n")
        n.w("Toric: ", r.choice(["not indicated (corneal cyl < 1.0 D)", f"yes - {r.choice(clin.TORIC_MODELS)}, axis {b['ax2']}",
                                 "declined (cost)"]), "\n")
        n.w("Calculated by: ", c.Dr("nurse", "il"), "  ", c.D(c.t_bio), "\nChecked by:    ", c.Dr("surgeon", "il"), "  ",
            c.D(phi.add_days(c.t_bio, r.randrange(0, 6))), "\n")
        if r.random() < 0.7:
            n.w("Lens ordered: Y   Order no. ", (phi.idnum(r, "order"), "IDNUM"), "\n")
        n.w("Anisometropia counselling: ", r.choice(["not needed", "discussed - 2nd eye to follow within 6/52", "CL for fellow eye meanwhile"]),
            ". Patient preferences recorded by ", c.Dr("nurse", "f"), ": ", r.choice(["distance, happy with readers", "reads without glasses",
                                                                                     "monovision tried in CL - ok"]), ".\n")
        n.w("Filed to EPR ", c.D(c.t_bio, "iso"), " by ", op_user, "\n")
        c.footer(n, "nurse", c.t_bio)
        return
    # layout 2: US-style A-scan / optical biometry report with CPT code
    n.w("OPTICAL BIOMETRY REPORT", r.choice([" (CPT 92136)", "", " - HCPCS billed"]), "\n")
    n.w("Facility: ", c.H(), "\n")
    n.w("Patient: ", c.P("LF"), " | Age: ", c.A(), " | DOB ", c.DOB(), "\n")
    n.w(c.ids_line(), "\n")
    if r.random() < 0.5:
        n.w("Referring provider: ", c.Dr("optom", "fl"), ", ", c.optom_post(), " (", (c.optom_practice, "HOSPITAL"), ")\n")
    n.w("Ordering surgeon: ", c.surg_title, " ", c.S("fl"), "   Technician: ", c.Dr("nurse", "fl"), " [", op_user, "]\n")
    n.w("Date of service: ", c.D(c.t_bio), "\n\n")
    n.w(f"{'':8}{e1:<14}{e2}\n")
    for lab, k, fmt in (("AL", "al", "{:.2f} mm"), ("ACD", "acd", "{:.2f} mm"), ("K1", "k1", "{:.2f} D"), ("K2", "k2", "{:.2f} D"),
                        ("WTW", "wtw", "{:.1f} mm")):
        n.w(f"{lab:<8}{fmt.format(b[k]):<14}{fmt.format(b2[k])}\n")
    n.w(f"\nIOL: {model}  (ULIB A {aconst})\nFormula: {formula}; cross-checked {r.choice(clin.FORMULAS)}\n")
    n.w(f"Selected: {p0:.1f} D  target {target:+.2f}\n")
    n.w(r.choice(["Astigmatism 1.25 D WTR - patient elected toric (premium, self-pay)\n", "No toric indicated\n",
                  "Patient declined premium lens; monofocal, distance target\n"]))
    if r.random() < 0.6:
        n.w("Upload to EHR: workstation ", (phi.ip(r), "IPADDR"), " user ", op_user, "\n")
    n.w("Keratometry repeatability: ", r.choice(["within 0.25 D x 3", "0.50 D variation - topography ordered", "good"]),
        ". Pupil ", f"{r.uniform(2.5, 6.5):.1f}", " mm. Macular OCT ", r.choice(["normal", "ERM - discussed", "drusen, no CNV"]), ".\n")
    n.w("Interpreted by: ", c.S("fml"), ", ", c.surg_post or "MD", " ", c.lic(), "\n")
    n.w("Electronically signed ", c.D(phi.add_days(c.t_bio, r.randrange(0, 4))), " ", clin.time(r), "\n")
    if r.random() < 0.6:
        c.footer(n, "nurse", c.t_bio)


def _meds(c, k):
    return c.rng.sample(clin.MEDS, k)


def preassess(c, n):
    r = c.rng
    layout = 1 if (c.cc in ("US", "CA") and r.random() < 0.75) or (c.ssn and r.random() < 0.5) else r.choice([0, 2])
    pmh = r.sample(clin.PMH, r.randrange(2, 5))
    meds = _meds(c, r.randrange(2, 6))
    alpha = [m for m in meds if m.split()[0] in ("tamsulosin", "alfuzosin", "doxazosin")]
    anticoag = [m for m in meds if m.split()[0] in ("apixaban", "warfarin", "clopidogrel", "rivaroxaban")]
    if layout == 0:
        n.f("CATARACT PRE-ASSESSMENT - {h}, {u}\n", h=c.H(), u=r.choice(["Eye Day Unit", "Ophthalmology Outpatients", (c.ward, "HOSPITAL")]))
        n.w("Name: ", c.P(r.choice(["LF", "fl", "LFM"])), "     DOB: ", c.DOB(), " (", c.A(), r.choice(["y)", " yrs)", ")"]))
        if c.nick() and r.random() < 0.7:
            n.w("   Prefers: \"", (c.nick(), "PATIENT"), "\"")
        n.w("\n")
        n.w(c.ids_line(), "\n")
        n.w("Address: ", c.A_line(), "\n")
        n.w("Tel: ", (c.home, "PHONE"), "   Mobile: ", (c.mob, "PHONE"), "\n")
        n.w("NOK: ", c.F(r.choice(["fl", "f"])), " (", c.fam_rel, ") ", (c.fam_phone, "PHONE"), "\n")
        n.w(c.gp_word(), ": Dr ", c.Dr("gp", r.choice(["l", "il", "fl"])), ", ", (c.gp_practice, "HOSPITAL"), "\n")
        n.w("Referred by: ", c.Dr("optom", "fl"), " (", (c.optom_practice, "HOSPITAL"), ") ", c.D(c.t_ref), "\n")
        n.w("Occupation: ", (c.prof, "PROFESSION") if not c.retired else [r.choice(pools.RETIRED_PREFIX[:3]), (c.prof, "PROFESSION")], "\n\n")
    elif layout == 1:
        n.w("PRE-OPERATIVE HISTORY & PHYSICAL - CATARACT\n")
        n.w(c.H(), " | Pre-admission Testing\n")
        n.w("Patient: ", c.P("LFM"), "   Sex: ", c.pt.sex, "   Age: ", c.A(), "\n")
        n.w("DOB: ", c.DOB(), "   ", c.ids_line(ssn=False), "\n")
        if c.ssn:
            n.w({"US": "SSN: ", "CA": "SIN: ", "IE": "PPSN: "}[c.cc], (c.ssn, "SSN"), "\n")
        n.w(c.hp_label(), ": ", (c.hp, "HEALTHPLAN"), "\n")
        n.w("Home: ", c.A_line(), "\n")
        n.w("Phone: ", (c.home, "PHONE"), "  Email: ", (c.email, "EMAIL"), "\n")
        n.w("Emergency contact: ", c.F("fl"), ", ", c.fam_rel, ", ", (c.fam_phone, "PHONE"), "\n")
        n.w(c.gp_word(), ": ", c.Dr("gp", "fl"), ", MD - " if c.cc in ("US", "CA") else " - ", (c.gp_practice, "HOSPITAL"), ", fax ",
            (c.gp_fax, "FAX"), "\n\n")
    else:
        n.w(c.D(c.t_pre), " ", clin.time(r), " Pre-op assessment (nurse-led), ", c.H(), "\n")
        n.w(c.ptitle(), c.P("l"), " is a ", c.A(), r.choice(["-year-old ", " yo ", " year old "]), r.choice(["retired ", ""]) if c.retired else "",
            (c.prof, "PROFESSION"), " referred by ", (c.optom_practice, "HOSPITAL"),
            " for ", c.eye, " cataract. ", c.ids_line(), ".\n")
        n.w("Lives with ", c.fam_rel, " ", c.F("f"), " in ", (c.addr["city"], "CITY"), "; ", c.F("f"),
            " will bring to theatre (mob ", (c.fam_phone, "PHONE"), ").\n\n")
    if r.random() < 0.3:
        n.w("Born in ", (c.abroad(), "COUNTRY"), ", moved to ", (r.choice(places.COUNTRY_NAMES[c.cc]), "COUNTRY"), " in ",
            (str(r.randrange(1958, 2005)), "DATE"), "; first language ", r.choice(["English", "Punjabi", "Polish", "Samoan", "Cantonese",
                                                                               "Gaelic", "Tagalog", "Urdu"]), ".\n")
    n.w("PMH: ", "; ".join(pmh), "\n")
    n.w("Meds: ", ", ".join(meds), "\n")
    if r.random() < 0.5:
        n.w("Med rec source: ", r.choice(["patient list", "blister pack", "GP summary faxed"]), " from ",
            (r.choice(places.PHARMACIES[c.cc]), "HOSPITAL"), " ", c.Ds(phi.add_days(c.t_pre, -r.randrange(1, 9))), "\n")
    if alpha:
        n.w("  ** alpha-blocker - IFIS risk flagged to surgeon; Malyugin ring available **\n")
    if anticoag:
        n.w("  Anticoagulant/antiplatelet: continue (topical/intracameral LA)", r.choice([" - INR on day", ""]), "\n")
    n.w("Allergies: ", r.choice(clin.ALLERGIES), "\n")
    n.w("Obs: BP ", clin.bp(r), f"  HR {r.randrange(54, 96)}  SpO2 {r.randrange(93, 100)}%  BM {r.randrange(45, 140) / 10:.1f}\n")
    n.w("Lie flat 30 min: ", r.choice(["yes", "yes", "yes - 1 pillow", "difficult (kyphosis) - flag"]), ".  Cough/tremor: ",
        r.choice(["nil", "mild tremor", "nil"]), ".  Hearing: ", r.choice(["good", "HA both ears", "deaf - BSL interpreter booked"]), "\n")
    va1, va2 = clin.va(r, c.cc, "poor"), clin.va(r, c.cc, "good")
    n.w(f"VA: {c.eye[0].upper()} {va1}, other eye {va2}; PH {clin.va(r, c.cc, 'any')}\n")
    n.w(f"IOP: R {r.randrange(10, 24)} L {r.randrange(10, 24)} mmHg ({r.choice(['iCare', 'Goldmann', 'NCT'])})\n")
    n.w("Lens: ", r.choice(clin.LOCS), "; ", r.choice(clin.EPONYM_FINDINGS), "\n")
    n.w("Biometry: ", r.choice(clin.BIOMETERS), " - ", r.choice(["done today", "see sheet", "booked"]), ", ref ",
        (phi.idnum(r, "scan"), "IDNUM"), "\n")
    n.w(r.choice(clin.PRO_SCORES), "\n")
    if r.random() < 0.5:
        drv = r.choice(["drives - advised not to drive until cleared by optometrist", "does not drive", "drives, reg ", "drives, reg "])
        n.w("Driving: ", drv)
        if drv.endswith("reg "):
            n.w((phi.vehicle(r, c.cc), "VEHICLE"), " noted for drop-off bay permit")
        n.w("\n")
    if r.random() < 0.5:
        n.w("Transport: ", r.choice(["hospital transport", "volunteer driver scheme", "community transport"]), " - booking ref ",
            (phi.idnum(r, "transport"), "IDNUM"), " with ", (r.choice(pools.AGENCIES[:5]), "ORGANIZATION"), "\n")
    if r.random() < 0.4:
        n.w("Interpreter: ", r.choice(["Punjabi", "Polish", "Cantonese", "Somali", "Tongan", "Arabic", "Vietnamese"]),
            " via ", (pools.AGENCIES[7], "ORGANIZATION"), r.choice([" (tel)", " - face to face"]), "\n")
    if r.random() < 0.4:
        n.w("Carer: ", (r.choice(pools.AGENCIES[2:4]), "ORGANIZATION"), " visit BD; key safe. Lives at ",
            (r.choice(places.CARE_HOMES), "HOSPITAL"), r.choice([" (room ", " (flat "]), (str(r.randrange(1, 60)), "LOCATION_OTHER"), ")\n")
    if r.random() < 0.6:
        se = r.choice(["not yet symptomatic", "to be listed after 1st eye outcome", "already done - "])
        n.w("Second eye: ", se, c.D(phi.add_days(c.t_pre, -r.randrange(100, 900)), "Monthy") if se.endswith("- ") else "", "\n")
    n.w("Checklist: MRSA screen ", r.choice(["n/a (LA)", "taken", "not required"]), "; ECG ", r.choice(["not needed", "done - SR", "AF rate controlled"]),
        "; bloods ", r.choice(["not needed", "INR", "FBC/U&E"]), "; VTE n/a; NEWS2 0\n")
    n.w("Consent: ", r.choice(["discussed - risks incl. PCR ~1-2%, endophthalmitis ~1/1000, CMO, RD; leaflet given",
                               "capacity assessed - consent form 1 signed", "consent form 4 (best interests) - daughter involved"]), "\n")
    if r.random() < 0.6:
        n.w("Info leaflet link sent: ", (phi.url(r, c.slug), "URL"), "\n")
    n.w("Listed: ", c.eye.upper(), " phaco + IOL, LA ", r.choice(["topical", "sub-Tenon's", "topical + intracameral"]),
        ", ", r.choice(["ASA 2", "ASA 3", "ASA II", "ASA 1"]), ", provisional date ", c.D(c.t_op), "\n")
    n.w("Assessed by: ", c.Dr("nurse", r.choice(["fl", "il"])), ", ", r.choice(pools.NURSE_ROLES[:5]))
    if r.random() < 0.5:
        n.w(", ", c.lic("nurse"))
    n.w("  ", c.D(c.t_pre), " ", clin.time(r), "\n")


def refractive(c, n):
    r = c.rng
    clinic = (c.refclinic, "HOSPITAL")
    org = (c.employer, "ORGANIZATION")
    layout = r.randrange(2)
    proc = r.choice(["LASIK", "SMILE", "PRK", "ICL (EVO Visian)", "RLE with trifocal IOL", "RLE with EDOF IOL"])
    if layout == 0:
        n.f("{cl} - Refractive Consultation\n", cl=clinic)
        n.w(c.A_line(c.hosp_addr), "  |  T ", (c.hosp_phone, "PHONE"), "  |  ", (phi.url(r, c.slug), "URL"), "\n\n")
        n.w("Client: ", c.P("fl"), "   DOB ", c.DOB(), "   Age ", c.A(), "\n")
        n.w("Client no. ", (c.mrn, "MRN"), "   Quote/Invoice: ", (c.acct, "ACCOUNT"), "\n")
        n.w("Email: ", (c.email, "EMAIL"), "   Mobile: ", (c.mob, "PHONE"), "\n")
        n.w("Consultation date: ", c.D(c.t_pre), "   Optometrist: ", c.Dr("optom", "fl"), "   Surgeon: ", c.surg_name("fl"), "\n\n")
    else:
        n.w("REFRACTIVE SURGERY CONSULT | ", clinic, " | ", c.D(c.t_pre), "\n")
        n.w("Pt: ", c.P("LF"), " (", c.A(), c.pt.sex, ")  ID ", (c.mrn, "MRN"), "  acct ", (c.acct, "ACCOUNT"), "\n")
        n.w("Addr: ", c.A_line(), "\nPh: ", (c.mob, "PHONE"), "\n\n")
    n.w("Motivation: ", r.choice(["wants freedom from glasses/contacts", "contact lens intolerance", "occupational requirement"]),
        ". Works as ", art(c.prof), (c.prof, "PROFESSION"), " at ", org, ".")
    if r.random() < 0.5:
        n.w(" Employer scheme contact (HR): ", phi.N(c.clerk, "fl", "FAMILY"), " (", (phi.email(r, c.clerk), "EMAIL"), ").")
    n.w("\n")
    n.w("Hobbies: ", r.choice(["surfing", "rugby", "swimming", "night running", "shooting", "diving"]),
        ". CL wear: ", r.choice(["soft toric daily", "monthly soft, 10 h/day", "RGP since age 14", "none"]), " - off ",
        r.choice(["1/52", "2/52", "3/52"]), " before topography.\n")
    if r.random() < 0.4:
        n.w("FHx: ", r.choice(["mother", "sister", "aunt"] if c.fam.sex == "F" else ["father", "brother", "uncle"]), " ", c.F("fl"), " had ", r.choice(["keratoconus", "glaucoma", "RD"]),
            " - treated at ", (c.hosp2, "HOSPITAL"), ".\n")
    n.w("\nManifest refraction:\n")
    n.w(f"  OD {clin.refraction(r)}  BCVA {clin.va(r, c.cc, 'good')}\n  OS {clin.refraction(r)}  BCVA {clin.va(r, c.cc, 'good')}\n")
    n.w(f"Cycloplegic (cyclopentolate 1%): within 0.50 D of manifest\n")
    n.w(f"Pentacam: Kmax {r.uniform(42, 47.5):.1f} D, thinnest {r.randrange(478, 590)} um, BAD-D {r.uniform(0.4, 1.9):.2f}; "
        f"pupil (scotopic) {r.uniform(5.0, 7.5):.1f} mm; ACD {r.uniform(2.8, 3.7):.2f} mm\n")
    n.w(f"TBUT {r.randrange(4, 14)} s, Schirmer {r.randrange(6, 25)} mm; OSDI {r.randrange(4, 40)}\n")
    n.w(r.choice(["Fundus: lattice degeneration temporal OS - no holes\n", "Fundus: healthy, C/D 0.3\n",
                  "Fundus: tilted discs, peripapillary atrophy\n"]))
    n.w("\nOptions discussed: LASIK, SMILE, PRK, phakic IOL (ICL) and RLE. Suitable for: ", proc, ".\n")
    n.w("Risks discussed incl. dry eye, haloes, ectasia (", r.choice(["<1/5000", "low"]), "), enhancement ~",
        r.choice(["3%", "5%", "8%"]), ".\n")
    if "pilot" in c.prof or "air traffic" in c.prof or "police" in c.prof or "firefighter" in c.prof:
        n.w("Occupational standards (CAA/employer) checked; ", org, " notified via ", (phi.url(r, "occhealth"), "URL"), ".\n")
    if r.random() < 0.6:
        fund = r.choice(["self-pay - finance via ", "insurer - "])
        n.w("Funding: ", fund)
        if fund.startswith("self"):
            n.w((r.choice(pools.FINANCE), "ORGANIZATION"), ", application ", (phi.account(r), "ACCOUNT"))
            if c.ssn:
                n.w(" (", {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c.cc], " ", (c.ssn, "SSN"), " verified)")
        else:
            n.w((r.choice(pools.INSURERS[c.cc]), "ORGANIZATION"), " policy ", (c.hp, "HEALTHPLAN"), ", pre-auth ",
                (phi.idnum(r, "claim"), "IDNUM"))
        n.w(".\n")
    if r.random() < 0.35:
        n.w("Travel: ", r.choice(["lives in ", "relocating to ", "travelled from "]), (c.abroad(), "COUNTRY"),
            " - follow-up plan with local optometrist agreed.\n")
    n.w("Provisional date ", c.D(c.t_op), " (", r.choice(["OD", "OS", "both eyes same day"]), "). Deposit taken ",
        c.Ds(c.t_pre), ".\n")
    n.w("Patient portal: ", (phi.url(r, phi.ascii_slug(c.refclinic.split()[0])), "URL"), " (login ",
        (phi.username(r, c.pt), "USERNAME"), ")\n")
    n.w("\n", c.Dr("optom", r.choice(["fl", "il"])), ", ", c.optom_post(), " ", c.lic("optom"), "\n")
    if r.random() < 0.6:
        n.w("Reviewed by ", c.surg_name("fl"), " ", c.surg_post, " ", c.D(phi.add_days(c.t_pre, r.randrange(0, 10))), "\n")

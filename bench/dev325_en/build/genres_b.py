"""Genres: magnetic growth rod lengthening log, spinal fusion operative note, neuromonitoring report."""
import clin as C
import locale_fmt as L
import pools as P
from core import Note, Case, A, art, cap1
from genres_a import pick, us


def _tm(r, h0=8, h1=17):
    return "%02d:%02d" % (r.randint(h0, h1), r.randint(0, 59))


def mcgr_log(r, c):
    k = Case(r, c, "EOS")
    n = Note(r)
    p = k.pt
    step = r.choice([(1.0, 30), (2.0, 60), (3.0, 90)])
    rows = r.randint(7, 13)
    ind = k.days(-(rows * (step[1] + 2) + r.randint(30, 70)), wd=True)
    age_ind = max(2, L.age_on(k.dob, ind))
    n.line(r.choice(["MAGNETICALLY CONTROLLED GROWING ROD (MCGR) LENGTHENING LOG",
                     "MCGR Distraction Record", "Growth Rod Lengthening Log - Early Onset Scoliosis Clinic"]))
    n.line((k.hosp, "HOSPITAL"), r.choice([" | EOS Clinic", " - Paediatric Spine", " / Spinal Outpatients", ""]))
    n.add("\n")
    n.line("Patient: ", p.caps() if r.random() < 0.5 else p.full(), "   DOB: ", k.d(k.dob), "   Sex: ", p.sex)
    n.line(k.mrn_block())
    n.line("Diagnosis: ", r.choice(C.DX["EOS"]))
    n.line("Index surgery: ", k.d(ind), " - ", r.choice(C.EOS_DEVICES), " (", k.s_title + " ", k.surgeon.lastn(), ")",
           "   Age at insertion: ", A(age_ind))
    rodL, rodR = L.serial(r, "rod"), L.serial(r, "rod")
    act = r.choice([70, 90])
    n.line("Rods: left SN ", (rodL, "DEVICE"), ", right SN ", (rodR, "DEVICE"), "   actuator %d mm" % act)
    erc = L.serial(r, "erc")
    n.line("ERC (external remote controller): ", (erc, "DEVICE"), r.choice(["", " - clinic unit", " (home loan unit)"]))
    n.line("Parent/carer: ", k.parent.full(), " (", k.parent_word, ") ", (k.parent_mob, "PHONE"))
    if r.random() < 0.4:
        n.line("Alt contact: ", k.dad.full() if k.parent is k.mum else k.mum.full(), " ", (L.phone(r, c, "mobile"), "PHONE"))
    n.line("Protocol: target %.1f mm every %d days; ultrasound measurement of actuator gap each session." % step)
    n.add("\n")
    staff = [k.staff() for _ in range(3)]
    inits = [x.init() for x in staff]
    room = r.random() < 0.5
    hdr = "Date        | # | Rod | Target | US gap L/R (mm)  | Clunk | By"
    n.line(hdr + (" | Room" if room else ""))
    n.line("-" * (len(hdr) + (7 if room else 0)))
    d = L.add_days(ind, r.randint(25, 60))
    gapL, gapR = r.uniform(2, 8), r.uniform(2, 8)
    clunk_row = r.randint(4, rows + 3)
    events = []
    for i in range(rows):
        while d.weekday() >= 5:
            d = L.add_days(d, 1)
        clunk = i >= clunk_row
        gapL += step[0] * r.uniform(0.5, 0.95)
        gapR += (0.1 if clunk else step[0] * r.uniform(0.5, 0.95))
        who = r.choice(inits)
        if i == 0:
            first = d
        n.add(k.d(d), " | %d | L+R | %.1f   | %4.1f / %4.1f      | %s     | " % (i + 1, step[0], gapL, gapR, "Y" if clunk else "N"),
              who)
        if room:
            n.add(" | ", (str(r.randint(1, 12)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
        n.add("\n")
        if clunk and not events:
            events.append(d)
        d = L.add_days(d, step[1] + r.randint(-4, 2))
    n.add("\nComments\n")
    n.add(k.dm(first) if r.random() < 0.5 else k.d(first), ": first lengthening, ", p.call(),
          r.choice([" settled with tablet distraction.", " tolerated well, mild discomfort only.", " anxious, play specialist present."]), "\n")
    if events:
        n.add(k.d(events[0]), ": clunking on right with no gain in actuator gap on US. Discussed with ",
              k.s_title + " ", k.surgeon.lastn(), "; plan ", r.choice(["XR to check pin fracture", "rod exchange",
                                                                          "trial of higher-strength ERC"]), ".\n")
        ex = L.add_days(events[0], r.randint(30, 90))
        if r.random() < 0.5 and ex < k.visit:
            n.add(k.d(ex), ": right rod exchanged in theatre. New rod SN ", (L.serial(r, "rod"), "DEVICE"), ".\n")
    if r.random() < 0.35:
        n.add("Field safety notice (", C.REGULATOR[c], ") re actuator end-cap separation reviewed; rods not in affected lots.\n")
    if r.random() < 0.5:
        n.add("Parent asked about flying to ", (r.choice(P.FOREIGN_COUNTRIES), "COUNTRY"),
              " - airport security letter given; avoid MRI (not MR-safe above 1.5 T per manufacturer).\n")
    if r.random() < 0.4:
        n.add(p.call(), " now ", A(k.age), ", sitting height %.1f cm, weight %.1f kg. FVC %d%% predicted.\n" % (
            r.uniform(50, 75), r.uniform(11, 30), r.randint(45, 95)))
    n.add("\n")
    if r.random() < 0.7:
        u = r.choice(staff)
        n.line("Log exported by ", (L.username(r, u.first, u.last), "USERNAME"), " from ", (L.ip(r), "IPADDR"), " on ",
               k.d(k.visit), " ", _tm(r))
    else:
        n.line("Entries verified: ", staff[0].full(), ", ", r.choice(["Spinal CNS", "EOS Nurse Practitioner", "Spinal Fellow"]))
    return n, "mcgr_log", k


def fusion_op(r, c):
    cohort = pick(r, {"AIS": 60, "NM": 15, "ADULT": 13, "SK": 6, "SYND": 6})
    k = Case(r, c, cohort)
    cv = C.Curves(r, cohort, main=r.randint(46, 95) if cohort != "ADULT" else r.randint(28, 70))
    n = Note(r)
    p = k.pt
    theatre = str(r.randint(1, 14))
    n.line(r.choice(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record - Spinal Surgery"]))
    n.line((k.hosp, "HOSPITAL"), "    OR " if us(k) else "    Theatre ", (theatre, "LOCATION_OTHER"))
    n.add("\n")
    n.line("Patient: ", p.caps(), "   DOB: ", k.d(k.dob), "   Age: ", A(k.age), "   Sex: ", p.sex)
    n.line(k.mrn_block())
    if r.random() < 0.5:
        n.line(k.idl(k.acct, "ACCOUNT"))
    n.line("Date of operation: ", k.dl(k.visit) if r.random() < 0.5 else k.d(k.visit))
    ward = r.choice(P.WARDS)
    if r.random() < 0.6:
        n.line("Ward: ", (ward, "HOSPITAL"), "  Bed ", (str(r.randint(1, 28)), "LOCATION_OTHER"))
    n.add("\n")
    fel, reg, an, scrub = k.staff(), k.staff(), k.staff(), k.staff()
    n.line("Surgeon: ", k.s_title + " ", k.surgeon.full(), ", ", k.s_cred)
    n.line("Assistants: ", fel.full(), " (", r.choice(["Spinal Fellow", "Fellow"]), "), ", reg.full(), " (",
           r.choice(["PGY-4", "Resident", "PA-C"]) if us(k) else r.choice(["ST6", "Registrar", "SpR", "ST7"]), ")")
    n.line("Anesthesiologist: Dr. " if us(k) else "Anaesthetist: Dr ", an.full(), "    Scrub: ", scrub.full())
    nph = k.staff()
    n.line("Neurophysiology: ", nph.full(), " (", (L.ionm_co(r), "ORGANIZATION"), ")")
    n.add("\n")
    u, l = cv.main_lv
    if cohort in ("NM", "ADULT") or r.random() < 0.15:
        u, l = r.choice(["T2", "T3", "T4", "T10"]), "pelvis"
    elif cohort == "SK":
        u, l = "T2", "L2"
    procs = [x for x in C.PROCS_FUSION if ("pelvis" in x) == (l == "pelvis")]
    proc = r.choice(procs).format(u=u, l=l, po="T7-T10")
    dxl = r.choice(C.DX[cohort])
    n.line("Pre-operative diagnosis: ", dxl, "; ", cv.main_str() if cohort != "SK" else "kyphosis T3-T12",
           " %d degrees" % (cv.main if cohort != "SK" else cv.kyph))
    n.line("Procedure: ", proc)
    n.line("Indication: curve progression despite ", r.choice(["bracing", "observation", "physiotherapy"]),
           "; trunk imbalance and cosmetic concern." if cohort == "AIS" else "; sitting balance and pain.")
    n.add("\n")
    if r.random() < 0.45:
        n.line("Identity confirmed with wristband, consent form and palm-vein biometric check (ID ", (L.bioid(r), "BIOID"), ").")
    else:
        n.line("WHO checklist and team brief completed. Consent form 1 signed by ", "patient" if k.adult else
               [p.his + " " + k.parent_word + " ", k.parent.full()], ".")
    n.line("Anaesthesia: ", r.choice(C.ANAES), ".")
    n.line("Antibiotics: ", r.choice(C.ABX), " at induction, repeated at 4 h. ", cap1(r.choice(C.TXA)), ".")
    n.line("Cell salvage set up. Arterial line and two large-bore cannulae. Urinary catheter (Foley 12 Fr).")
    n.line("Position: prone on ", r.choice(["Jackson table", "Relton-Hall frame", "Wilson frame"]),
           ", eyes free and checked every 30 minutes, arms abducted < 90 degrees, pressure areas padded.")
    n.add("\nFindings and procedure:\n")
    sc = r.choice(["freehand with fluoroscopic confirmation", "using O-arm navigation (StealthStation)", "freehand, triggered EMG tested"])
    ui = C.LEVELS.index(u) if u in C.LEVELS else 5
    li = C.LEVELS.index(l) if l in C.LEVELS else 17
    n.add("Midline incision %s-%s. Subperiosteal exposure out to tips of transverse processes. " % (u, l if l != "pelvis" else "S1"),
          "Inferior facetectomies at all thoracic levels. ",
          "Ponte osteotomies at %d levels across the apex. " % r.randint(2, 5) if r.random() < 0.6 else "",
          "Bilateral segmental pedicle screws placed %s; " % sc,
          "all triggered EMG thresholds above %d mA except left %s (%d mA) which was redirected. " % (
              r.choice([8, 10]), C.lv(r.randint(ui, max(ui, li))), r.randint(4, 6)))
    n.add("Two %s rods contoured; left rod inserted first, %s with en bloc derotation. " % (
        r.choice(["5.5 mm cobalt-chrome", "6.0 mm cobalt-chrome", "5.5 mm titanium"]),
        r.choice(["cantilever reduction", "rod rotation", "segmental translation"])))
    n.add("Neuromonitoring: ", r.choice(["SSEP and TcMEP stable throughout.",
                                         "transient 60% drop in left TcMEP after derotation; MAP raised to 85 mmHg, recovered in 12 minutes.",
                                         "signals unchanged from baseline at closure. No wake-up test required."]), " ")
    n.add("Decortication and local autograft plus %d mL allograft chips. Vancomycin powder 1 g. " % r.choice([30, 60, 90]),
          "Layered closure: 1 PDS fascia, 2-0 Vicryl, 3-0 Monocryl subcuticular. ",
          r.choice(["One subfascial drain.", "No drain.", "Two drains (subfascial)."]), " Dressing: Aquacel Ag.\n\n")
    n.line("Implants:")
    sysn = r.choice(C.IMPLANT_SYS)
    n.line("  ", sysn, " pedicle screws x%d  REF %s  LOT " % (r.randint(14, 24), L.digits(r, 7)), (L.serial(r, "lot"), "DEVICE"))
    n.line("  Rods x2  REF %s  LOT " % L.digits(r, 7), (L.serial(r, "lot"), "DEVICE"))
    if r.random() < 0.5:
        n.line("  Set screws x%d  LOT " % r.randint(14, 24), (L.serial(r, "lot"), "DEVICE"))
    n.add("\n")
    ebl = r.randint(300, 2200)
    n.line("EBL %d mL; cell saver returned %d mL. Crystalloid %d mL. Urine output %d mL. No transfusion." % (
        ebl, ebl // 3, r.randint(1500, 4000), r.randint(250, 1200)))
    n.line("Correction: main curve %d -> approx %d degrees on intra-op imaging." % (cv.main, max(6, cv.main // 3)))
    n.add("\nPost-operative instructions:\n")
    for x in r.sample(["PCA morphine as per acute pain team; intrathecal morphine given",
                       "Neuro obs hourly for 12 h then 4-hourly", "Hb check tomorrow; transfuse if < 70 g/L",
                       "Sit out and mobilise POD 1 with physiotherapy; no brace required", "Drain out when < 50 mL/8 h",
                       "Standing PA/lateral radiographs before discharge", "Thromboprophylaxis: TEDs and mechanical only",
                       "Chest physio and incentive spirometry", "HDU overnight"], 5):
        n.line("- ", x)
    n.add("\n")
    n.add("Signed: ", k.s_title + " " if r.random() < 0.4 else "", k.surgeon.full(), "  ")
    if r.random() < 0.6:
        n.add(k.lic(), "  ")
    n.add(k.d(k.visit), " ", _tm(r, 12, 19), "\n")
    if r.random() < 0.3:
        n.line("Dictated by ", fel.full(), "; transcribed by ", k.staff().init_lc())
    return n, "fusion_op_note", k


def ionm_report(r, c):
    cohort = pick(r, {"AIS": 55, "NM": 15, "ADULT": 12, "EOS": 8, "SK": 5, "CONG": 5})
    k = Case(r, c, cohort)
    n = Note(r)
    p = k.pt
    co = L.ionm_co(r)
    caddr = L.Address(r, c)
    n.line((co, "ORGANIZATION"))
    n.line(caddr.lines())
    n.line("Tel ", (L.phone(r, c), "PHONE"), "  Fax ", (L.phone(r, c), "FAX") if r.random() < 0.5 else "n/a",
           "  ", (L.email(r, generic=r.choice(["reports", "ionm", "neuro.reports"])), "EMAIL"))
    n.add("\n")
    n.line(r.choice(["INTRAOPERATIVE NEUROPHYSIOLOGICAL MONITORING REPORT", "IONM Report", "Spinal Cord Monitoring Report"]))
    case = "IONM-" + L.digits(r, 2) + "-" + L.digits(r, 5)
    n.line("Case no.: ", (case, "IDNUM"), "    Facility: ", (k.hosp, "HOSPITAL"), ", theatre ", (str(r.randint(1, 16)), "LOCATION_OTHER"))
    n.line("Patient: ", p.lf() if r.random() < 0.5 else p.full(), "    DOB: ", k.d(k.dob), "    Age: ", A(k.age),
           "    ", k.idl(k.mrn, "MRN"))
    n.line("Date of surgery: ", k.d(k.visit))
    an = k.staff()
    n.line("Surgeon: ", "Dr " if us(k) else k.s_title + " ", k.surgeon.full(), "    Anaesthetist: Dr ", an.lastn())
    tech, doc = k.staff(), k.staff()
    n.line("Technologist: ", tech.full(), r.choice([", CNIM", ", Clinical Physiologist", ", R.EP T.", ""]),
           "  ", k.lic("allied") if r.random() < 0.5 else "")
    n.line("Interpreting neurophysiologist: Dr ", doc.full(), r.choice([" (remote)", " (in room)", " (remote, real-time)"]))
    if r.random() < 0.65:
        n.line("Remote session: connected from ", (L.ip(r), "IPADDR"), " at ", _tm(r, 7, 9), ", user ",
               (L.username(r, doc.first, doc.last), "USERNAME"))
    n.line("System: ", r.choice(C.IONM_SYS), ", serial ", (L.serial(r, "ionm"), "DEVICE"))
    n.add("\n")
    n.line("Procedure: ", r.choice(C.PROCS_FUSION).format(u=r.choice(["T3", "T4", "T5"]), l=r.choice(["L1", "L2", "L3"]), po="T7-T9")
           if cohort != "EOS" else "MCGR insertion, T2-L3 anchors")
    n.line("Diagnosis: ", r.choice(C.DX[cohort]))
    n.line("Anaesthesia: ", r.choice(C.ANAES))
    n.add("\nModalities: upper and lower limb SSEPs (ulnar, posterior tibial), TcMEPs (APB, tibialis anterior, abductor hallucis), "
          "free-run EMG and triggered EMG for pedicle screws", "; D-wave via epidural electrode" if r.random() < 0.2 else "", ".\n\n")
    n.line("Baselines (%s):" % _tm(r, 8, 9))
    n.line("  Tibial SSEP P37: L %.1f ms / %.2f uV   R %.1f ms / %.2f uV" % (r.uniform(34, 44), r.uniform(0.6, 2.8), r.uniform(34, 44), r.uniform(0.6, 2.8)))
    n.line("  Ulnar SSEP N20:  L %.1f ms / %.2f uV   R %.1f ms / %.2f uV" % (r.uniform(17, 21), r.uniform(1, 4), r.uniform(17, 21), r.uniform(1, 4)))
    n.line("  TcMEP: reproducible in all muscles at %d V (threshold stimulation)" % r.randint(220, 480))
    n.add("\nEvents:\n")
    alert = r.random() < 0.4
    h = r.randint(9, 11)
    n.line("%02d:%02d  Incision" % (h, r.randint(0, 20)))
    n.line("%02d:%02d  Screw testing complete - thresholds: " % (h + 1, r.randint(0, 59)),
           ", ".join("%s %s %d mA" % (C.lv(r.randint(4, 15)), r.choice("LR"), r.randint(6, 32)) for _ in range(r.randint(3, 6))))
    if alert:
        m = r.randint(10, 50)
        n.line("%02d:%02d  ALERT - >%d%% loss of left TA and AH TcMEP after rod derotation; surgeon informed" % (h + 2, m, r.choice([50, 65, 80])))
        n.line("%02d:%02d  MAP increased to 85 mmHg, Hb %d g/L, correction partially released" % (h + 2, m + 4, r.randint(85, 110)))
        n.line("%02d:%02d  Signals recovered to > 80%% of baseline" % (h + 3, r.randint(0, 30)))
    else:
        n.line("%02d:%02d  Rod insertion and correction - no significant change" % (h + 2, r.randint(0, 59)))
    n.line("%02d:%02d  Closure signals at baseline" % (h + 4, r.randint(0, 59)))
    n.add("\nInterpretation: ")
    n.add("Transient significant TcMEP change, resolved after intervention. No persisting change at closure. " if alert else
          "No significant changes in SSEP or TcMEP during the procedure. ",
          "Post-operative examination by the surgical team is advised." if alert else "Findings consistent with preserved spinal cord function.")
    n.add("\n\n")
    n.line("Reported by Dr ", doc.full(), ", ", r.choice(["Consultant Clinical Neurophysiologist", "Neurophysiologist", "D.ABNM"]),
           "  ", k.d(k.days(r.randint(0, 2))))
    if r.random() < 0.5:
        n.line("Copy to: ", k.s_title + " " if not us(k) else "Dr ", k.surgeon.lastn(), " and medical record.")
        n.line("Billing - ", k.idl(k.acct, "ACCOUNT"))
    return n, "neuromonitoring_report", k

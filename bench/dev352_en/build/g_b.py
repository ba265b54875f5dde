"""Genres: theatre list, operation note, IOL order and implant traceability record (own)."""
import clin
import phi
import places
import pools
from phi import pad


def _other_pt(c):
    r = c.rng
    p = phi.new_person(r, pools)
    age = r.choice([r.randrange(55, 75), r.randrange(70, 92)])
    return p, age, phi.mrn(r, c.cc)


def _short_iol(r):
    m, _ = r.choice(clin.IOL_MODELS)
    return m.split()[-1] + f" {r.randrange(30, 52) / 2:.1f}"


COMMENTS = ["Tamsulosin - IFIS", "DM - BM on arrival", "Warfarin - INR on day", "Deaf - BSL interp booked", "LA sub-Tenon's",
            "GA - 1st on list", "Dense cataract - trypan", "PXF - CTR available", "Post-vitrectomy eye", "High myope - AL 28.4",
            "Toric - mark axis in anaes room", "Can't lie flat >20 min", "Second eye", "Anxious - sedation", "MRSA neg",
            "Fuchs - Viscoat", "Latex allergy - 1st", "Glaucoma drops continue", "Hoffer Q lens", ""]


def theatre_list(c, n):
    r = c.rng
    us = c.cc in ("US", "CA")
    room = (str(r.randrange(1, 9)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER")
    day = c.t_op
    k = r.randrange(6, 11)
    t = r.choice([8 * 60, 8 * 60 + 30, 13 * 60 + 30])
    if not us:
        n.w(c.H(), r.choice(["  -  ", "\n"]), r.choice(["Eye Day Case Unit", "Main Theatres", (c.ward, "HOSPITAL")]), "\n")
        n.w("OPERATING LIST - OPHTHALMOLOGY    Theatre ", room, "    ", (phi.fd(day, r.choice(["wd_dmy", "wd_dMony", "wd_dMonth"])), "DATE"), "\n")
        n.w("Session: ", "AM" if t < 720 else "PM", "    Consultant: ", c.surg_name("l"), "    Operating surgeon: ",
            r.choice([[c.surg_title, " ", c.S("l")], ["Dr ", c.Dr("reg", "l"), " (supervised)"]]), "\n")
        n.w("Anaesthetist: Dr ", c.Dr("anaes", "l"), r.choice([" (sedation cover)", "", " - LA list"]), "    Scrub: ",
            c.Dr("nurse", r.choice(["fl", "f"])), "    Circ: ", c.Dr("nurse2", "fl"), "\n")
        n.w("List ID ", (phi.idnum(r, "list"), "IDNUM"), "    Printed ", c.D(phi.add_days(day, -r.randrange(1, 4))), " ",
            clin.time(r), " by ", c.user("clerk"), "\n")
        n.w("-" * 96 + "\n")
        n.w("No Time  Patient                    Hosp No      Age/Sex Eye Procedure             IOL           Comments\n")
        slot = r.randrange(0, k)
        tt = t
        for i in range(k):
            if i == slot:
                p, age, m = c.pt, c.age, c.mrn
            else:
                p, age, m = _other_pt(c)
            hh, mm = divmod(tt, 60)
            tt += r.choice([20, 25, 30, 30, 35, 45])
            n.w(f"{i + 1:<3}{hh:02d}:{mm:02d} ", pad(phi.N(p, r.choice(["LF", "LF", "LFM"]), "PATIENT"), 27),
                pad((m, "MRN"), 13), (str(age), "AGE"), f"{p.sex:<6}", f"{r.choice(['R', 'L']):<4}",
                f"{r.choice(['Phaco+IOL (LA)', 'Phaco+IOL (GA)', 'Phaco+toric IOL', 'Phaco+IOL+CTR', 'YAG (in clinic)'][:4]):<22}",
                f"{_short_iol(r):<14}")
            cm = r.choice(COMMENTS)
            extra = r.random()
            if extra < 0.15:
                n.w(cm + "; ", r.choice(["daughter ", "son ", "wife ", "husband "]), phi.N(phi.new_person(r, pools), "f", "FAMILY"), " to collect")
            elif extra < 0.27:
                n.w(cm + "; trolley ", (str(r.randrange(1, 16)), "LOCATION_OTHER"))
            elif extra < 0.35:
                n.w("Transport: ", (r.choice(pools.AGENCIES[:2]), "ORGANIZATION"))
            elif extra < 0.42:
                n.w(cm + "; from ", (r.choice(places.CARE_HOMES), "HOSPITAL"))
            else:
                n.w(cm)
            n.w("\n")
        n.w("-" * 96 + "\n")
        n.w("WHO checklist/NatSSIPs team brief 08:15. Lens check vs biometry for every case (2 staff).\n")
        n.w("Coordinator: ", c.Dr("clerk", "fl"), " ext ", (phi.bleep(r), "PHONE"), "   Theatre bleep ", (phi.bleep(r), "PHONE"), "\n")
        return
    n.w("OR SCHEDULE  |  ", c.H(), "  |  OR ", room, "  |  ", (phi.fd(day, "wd_Monthdy"), "DATE"), "\n")
    n.w("Surgeon: ", c.S("fl"), ", ", c.surg_post or "MD", "   Anesthesia: ", c.Dr("anaes", "fl"), ", CRNA (MAC)   Circulator: ",
        c.Dr("nurse", "fl"), ", RN\n")
    n.w("Case list generated ", c.D(phi.add_days(day, -1)), " by ", c.user("clerk"), "\n\n")
    n.w("Time   Patient                   DOB         MRN         Proc / CPT            Eye  Ins.        Notes\n")
    slot = r.randrange(0, k)
    tt = t
    for i in range(k):
        if i == slot:
            p, age, m = c.pt, c.age, c.mrn
            dob = c.dob
        else:
            p, age, m = _other_pt(c)
            dob = phi.add_days(day, -int(age * 365.25) - r.randrange(1, 360))
        hh, mm = divmod(tt, 60)
        tt += r.choice([20, 25, 30, 30, 40])
        n.w(f"{hh:02d}:{mm:02d}  ", pad(phi.N(p, r.choice(["LF", "LFU", "lf"]), "PATIENT"), 26), pad((phi.fd(dob, "mdy"), "DATE"), 12),
            pad((m, "MRN"), 12), f"{r.choice(['66984', '66984', '66982', '66984 + V2788', '66821']):<22}",
            f"{r.choice(['OD', 'OS']):<5}")
        ins = r.random()
        if ins < 0.5:
            n.w(pad((phi.healthplan(r, c.cc), "HEALTHPLAN"), 12))
        else:
            n.w(f"{r.choice(['Medicare', 'self-pay', 'Medicaid', 'comm.', 'OHIP' if c.cc == 'CA' else 'VA']):<12}")
        cm = r.choice(COMMENTS)
        if r.random() < 0.15:
            n.w(cm + "; age ", (str(age), "AGE"))
        else:
            n.w(cm)
        n.w("\n")
    n.w("\nPre-op holding: bay ", (str(r.randrange(1, 12)), "LOCATION_OTHER"), "-", (str(r.randrange(12, 20)), "LOCATION_OTHER"),
        ". Scheduler: ", c.Dr("clerk", "fl"), " ", (phi.phone_ext(r, c.cc), "PHONE"), "\n")


def op_note(c, n):
    r = c.rng
    model, aconst = r.choice(clin.IOL_MODELS)
    power = r.randrange(30, 54) / 2
    comp = r.random()
    eye = c.eye
    us = c.cc in ("US", "CA")
    n.w(r.choice(["OPERATION NOTE", "OPERATIVE REPORT", "Operation record - Cataract"]), "\n")
    n.w(c.H(), "   Theatre ", (str(r.randrange(1, 8)), "LOCATION_OTHER"), "\n\n")
    n.w("Patient: ", c.P(r.choice(["LF", "fl", "LFU"])), "   DOB: ", c.DOB(), "   ", c.ids_line(), "\n")
    n.w("Date of surgery: ", c.D(c.t_op), "   Start ", clin.time(r, 8, 16), "\n")
    n.w("Surgeon: ", c.surg_name("fl"), " ", c.surg_post, "\n")
    if r.random() < 0.6:
        n.w("Assistant: ", r.choice(["Dr ", ""]), c.Dr("reg", "fl"), r.choice([" (ST3)", " (fellow)", " (resident)", ""]), "\n")
    n.w("Anaesthetist: " if not us else "Anesthesia: ", r.choice([["Dr ", c.Dr("anaes", "l")], "N/A - surgeon LA", ["Dr. ", c.Dr("anaes", "fl"), " (MAC)"]]), "\n")
    n.w("Scrub: ", c.Dr("nurse", "fl"), r.choice(["   Circulating: ", "   Runner: "]), c.Dr("nurse2", r.choice(["fl", "f"])), "\n\n")
    codes = clin.CODES_US if us else (clin.CODES_AU if c.cc in ("AU", "NZ") else clin.CODES_UK)
    n.w("Procedure: ", eye.capitalize(), " phacoemulsification + PC IOL ", r.choice(codes), "\n")
    n.w("Indication: visually significant cataract, ", r.choice(clin.LOCS), "; ", c.eye, " VA ", clin.va(r, c.cc, "poor"), "\n")
    n.w("Anaesthesia: ", r.choice(["topical proxymetacaine + intracameral lidocaine 1%", "sub-Tenon's 4 ml 2% lidocaine",
                                   "peribulbar", "GA", "topical + Mydrane 0.2 ml"]), "\n")
    n.w("WHO checklist done. Site marked. Lens & biometry verified against ", r.choice(clin.BIOMETERS[:3]), " printout with ",
        c.Dr("nurse", "il"), ".\n\n")
    n.w("Technique:\n")
    steps = [f"{r.choice(['2.2', '2.4', '2.75'])} mm {r.choice(['temporal', 'superior', 'on-axis'])} clear corneal incision, 2 side ports",
             f"{r.choice(clin.VISCO)}" + (" + trypan blue (VisionBlue)" if r.random() < 0.4 else ""),
             f"CCC {r.uniform(4.8, 5.6):.1f} mm with cystotome/Utrata forceps",
             "hydrodissection + hydrodelineation",
             f"{r.choice(['divide and conquer', 'stop and chop', 'phaco chop (Nagahara chopper)', 'prechop'])}; "
             f"{r.choice(clin.PHACO)}, CDE {r.uniform(2, 24):.2f}",
             "I/A, posterior capsule polished",
             f"IOL injected into the bag: {model} +{power:.1f} D",
             f"viscoelastic removed; stromal hydration; {r.choice(['intracameral cefuroxime 1 mg/0.1 ml', 'intracameral moxifloxacin 0.1%', 'Aprokam 1 mg'])}",
             "wounds Seidel negative, IOP normal to palpation"]
    if r.random() < 0.25:
        steps.insert(3, f"small pupil - {r.choice(['Malyugin ring 6.25', 'iris hooks x4', 'phenylephrine intracameral'])}")
    for i, s in enumerate(steps):
        n.w(f" {i + 1}. {s}\n")
    n.w("\nIOL: ", model, f"  +{power:.1f} D  A-const {aconst}   SN ", (phi.device_serial(r), "DEVICE"), r.choice(["  (sticker in notes)", "", "  exp 2027-0" + str(r.randrange(1, 9))]), "\n")
    if r.random() < 0.5:
        n.w("Phaco console SN ", (phi.device_serial(r, "machine"), "DEVICE"), "; microscope ", r.choice(["Lumera 700", "OPMI Lumera T", "Proveo 8"]), "\n")
    if comp < 0.75:
        n.w("Complications: nil\n")
    elif comp < 0.9:
        n.w("Complications: posterior capsule rupture during I/A with vitreous loss - bimanual anterior vitrectomy "
            f"(triamcinolone-assisted); 3-piece {r.choice(clin.BACKUP_IOLS)} +{power - 0.5:.1f} D in sulcus, optic capture. "
            "Incident form ", (phi.idnum(r, "incident"), "IDNUM"), ".\n")
    else:
        n.w("Complications: zonular dialysis ~2 clock hours - CTR inserted, IOL in bag, stable.\n")
    drops = clin.POSTOP_DROPS["US" if us else "GB"]
    n.w("\nPost-op: ", r.choice(drops), "; shield at night 1/52.\n")
    n.w("Follow-up: ", r.choice([["community optometrist review 4-6/52 (", (c.optom_practice, "HOSPITAL"), ")"],
                                 "nurse-led telephone review 1/52, clinic 4/52", "POD1 then 1 wk", ["Eye Clinic ", c.Ds(c.t_po)]]), "\n")
    if r.random() < 0.5:
        n.w("Second eye: listed for ", "left" if eye == "right" else "right", " ", c.D(c.t_op2), "\n")
    if r.random() < 0.4:
        n.w("Relative: ", c.fam_rel, " ", c.F(r.choice(["fl", "f"])), " waiting in car park")
        if r.random() < 0.5:
            n.w(" - vehicle ", (phi.vehicle(r, c.cc), "VEHICLE"), " in drop-off bay")
        n.w("; informed by phone ", (c.fam_phone, "PHONE"), ".\n")
    n.w("\nSigned: ", c.S(r.choice(["fl", "il"])), " ", c.lic(), "  ", c.D(c.t_op), " ", clin.time(r, 9, 18), "\n")
    if r.random() < 0.4:
        n.w("e-signed via EPR user ", c.user("surgeon"), " @ ", (phi.ip(r), "IPADDR"), "\n")


def implant_trace(c, n):
    r = c.rng
    lay = r.randrange(2)
    if lay == 0:
        model = r.choice(clin.TORIC_MODELS + [m for m, _ in clin.IOL_MODELS])
        power = r.randrange(12, 60) / 2
        n.w("IMPLANT RECORD / SPECIAL LENS ORDER - ", c.H(), "\n")
        n.w("Order no: ", (phi.idnum(r, "order"), "IDNUM"), "    Requested: ", c.D(c.t_bio), " by ", c.surg_name("l"), "\n")
        n.w("Patient: ", c.P("LF"), "  DOB ", c.DOB(), "  ", c.ids_line(), "\n")
        n.w("Eye: ", c.eye.upper(), "    Surgery: ", c.D(c.t_op), "    OR " if c.cc in ("US", "CA") else "    Theatre ",
            (str(r.randrange(1, 7)), "LOCATION_OTHER"), "\n")
        n.w(f"Lens: {model}  +{power:.1f} D", r.choice(["", f"  cyl {r.choice(['1.50', '2.25', '3.00'])} D axis {r.randrange(1, 180)}"]), "\n")
        n.w("Calculator: ", r.choice(["Barrett Toric (online)", "manufacturer web calculator", "Kane toric"]), " - printout filed; account login ",
            c.user("reg"), "\n")
        if r.random() < 0.5:
            n.w("Supplier contact: customer services ", (phi.phone(r, c.cc), "PHONE"), "  ", (phi.org_email(r, "lenssupply"), "EMAIL"), "\n")
        else:
            rep = phi.new_person(r, pools)
            n.w("Supplier contact: rep ", phi.N(rep, "fl", "FAMILY"), " ", (phi.phone(r, c.cc, "mob"), "PHONE"), "  ",
                (phi.email(r, rep, "staff"), "EMAIL"), "\n")
        n.w("Received: ", c.D(phi.add_days(c.t_op, -r.randrange(1, 10))), " by ", c.Dr("nurse2", "fl"), " - stored lens cabinet, shelf ",
            r.choice(["B", "C", "D"]), str(r.randrange(1, 9)), "\n")
        n.w("Batch/lot ", f"{r.choice(['L', '2', '1'])}{phi.digits(r, 6)}", "  Expiry ", f"20{r.randrange(26, 30)}-{r.randrange(1, 13):02d}",
            "  Temp log ok\n")
        n.w("Serial no: ", (phi.device_serial(r), "DEVICE"), "\n")
        n.w("Implanted: ", r.choice(["YES", "YES", "NO - returned to stock"]), " ", c.D(c.t_op), "  by ", c.S("il"), "; checked ",
            c.Dr("nurse", "ii"), " / ", c.Dr("nurse2", "ii"), "\n")
        n.w("Lens verification at time-out: ", r.choice(["model/power/expiry read aloud by scrub, confirmed by surgeon",
                                                          "matched to biometry + consent; toric axis marked on slit lamp"]), " (",
            c.Dr("nurse", "fl"), ").\n")
        if r.random() < 0.5:
            n.w("Patient informed of special-order delay by phone ", (c.home, "PHONE"), " on ", c.D(phi.add_days(c.t_bio, r.randrange(1, 6))), ".\n")
        n.w("Sticker: notes + patient implant card given. National registry upload: ", r.choice(["done", "pending"]), " (ref ",
            (phi.idnum(r, "ref"), "IDNUM"), ")\n")
        if r.random() < 0.5:
            n.w("Invoice ", (phi.account(r), "ACCOUNT"), r.choice([" - premium lens top-up paid by patient", " - NHS tariff", " - insurer "]))
            if r.random() < 0.5:
                n.w((r.choice(pools.INSURERS[c.cc]), "ORGANIZATION"))
            n.w("\n")
        if r.random() < 0.6:
            c.footer(n, "nurse2", c.t_op)
        return
    # stock reconciliation log with several patients
    n.w("IOL IMPLANT LOG - ", c.H(), " - OR " if c.cc in ("US", "CA") else " - Theatre ", (str(r.randrange(1, 7)), "LOCATION_OTHER"), "\n")
    wk = phi.add_days(c.t_op, -c.t_op.weekday())
    n.w("Week commencing ", c.D(wk), "   Reconciled by ", c.Dr("nurse", "fl"), " (", c.user("nurse"), ")\n\n")
    n.w("Date        Patient                 ID           Model            Power  Serial          Surgeon\n")
    k = r.randrange(5, 10)
    days = sorted(r.randrange(0, 5) for _ in range(k))
    slot = r.randrange(0, k)
    for i in range(k):
        if i == slot:
            p, m = c.pt, c.mrn
        else:
            p, _, m = _other_pt(c)
        d = phi.add_days(wk, days[i])
        model = r.choice(clin.IOL_MODELS)[0].split()[-1]
        n.w(pad((phi.fd(d, c.ss if c.ss in ("dmy2", "mdy2", "iso") else c.ds), "DATE"), 12),
            pad(phi.N(p, r.choice(["LF", "l", "lf"]), "PATIENT"), 24), pad((m, "MRN"), 13),
            f"{model:<17}{r.randrange(24, 56) / 2:<7.1f}", pad((phi.device_serial(r), "DEVICE"), 16),
            r.choice([c.S("Li"), c.Dr("reg", "Li"), c.S("II")]), "\n")
    n.w("\nChecks: each row matched to op note + sticker in notes; ", r.choice(["2 consignment lenses used", "no loan sets", "toric lenses x2 special order"]),
        ".\nSecond checker: ", c.Dr("nurse2", "fl"), " ", c.D(phi.add_days(c.t_op, r.randrange(4, 9))), "\n")
    n.w("\nDiscrepancies: ", r.choice(["none", "1 lens (SN above) opened, not implanted - wastage form", "stock count 2 short - escalated"]), "\n")
    rep = phi.new_person(r, pools)
    n.w("Rep visit: ", c.D(phi.add_days(c.t_op, r.randrange(5, 20))), " - consignment top-up; rep ", phi.N(rep, r.choice(["fl", "f"]), "FAMILY"),
        " ", (phi.phone(r, c.cc, "mob"), "PHONE"), "\n")
    if r.random() < 0.5:
        c.footer(n, "nurse", c.t_op)

"""Genres: squint surgery operative note, ROP screening record,
low vision assessment."""
import clin
import core
import pools
import locale_fmt as L
import parts


def squint_op_note(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    anaes = core.P(r, "DOCTOR", title="Dr", c=c)
    scrub = core.P(r, "DOCTOR", c=c)
    b.f("{h}\n", h=(ctx.hosp, "HOSPITAL"))
    b.t(r.choice(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record - Ophthalmology", "Strabismus Surgery - Op Note"]) + "\n\n")
    parts.id_block(b, ctx, style=r.choice(["table", "inline"]))
    if r.random() < 0.5:
        b.f("Ward: {w}   Bed {bd}\n", w=(ctx.ward, "HOSPITAL"), bd=(str(r.randrange(1, 28)), "LOCATION_OTHER"))
    b.f("Date of operation: {d}\n", d=ctx.visit_())
    tt = sorted(r.sample(clin.TIMES, 2))
    b.f("%s {t}   Start %s  End %s\n" % (r.choice(["Theatre:", "Theatre", "OR", "Th"]), tt[0], tt[1]),
        t=(str(r.randrange(1, 12)) + r.choice(["", "", "A", "B"]), "LOCATION_OTHER"))
    if r.random() < 0.3:
        b.f("Site: {bl}\n", bl=(r.choice(pools.BUILDINGS), "LOCATION_OTHER"))
    surg = ctx.cons
    b.f("Surgeon: {s}\n", s=[surg.title + " ", surg.n(r.choice(["full", "fml"])), ", " + parts.role_cons(ctx)])
    b.f("Assistant: {a}\n", a=ctx.reg.t(r.choice(["full", "last"])))
    b.f("Anaesthetist: {a}\n" if not ctx.us else "Anesthesiologist: {a}\n", a=anaes.t(r.choice(["full", "last"])))
    b.f("Scrub nurse: {s}\n", s=scrub.n("full"))
    b.t("Anaesthesia: %s\n" % r.choice(clin.ANAES))
    b.f("Age at surgery: {a}   Weight: %.1f kg\n" % (r.randrange(120, 450) / 10), a=ctx.age(r.choice(["yrs", "ym"])))
    b.t("\nPre-op diagnosis: %s\n" % r.choice(clin.DIAG))
    b.f("Indication: {f} %s. PMH: %s.\n" % (r.choice(["has a cosmetically significant deviation that is increasing", "reports diplopia and a compensatory head posture",
                                                        "has lost control of the intermittent deviation at distance", "has a residual deviation after previous surgery"]),
                                             r.choice(clin.PMH)), f=pt.n("first"))
    b.t("Pre-op measurements (PCT): %s\n" % clin.deviation(r))
    procs = r.sample(clin.SURGERY, r.choice([1, 2, 2]))
    b.t("Procedure:\n")
    for p, amt in procs:
        b.t("  - %s %s\n" % (p, amt))
    if r.random() < 0.3:
        b.t("  Adjustable suture technique; adjustment on recovery if needed\n")
    b.t("\nConsent: signed by ")
    b.put([ctx.parent.n("full"), " (%s) on " % ctx.parent_word, ctx.D(ctx.earlier(7, 60)), "\n"])
    b.t("WHO checklist completed. Site marked.\n")
    b.t("\nFindings:\n")
    b.t("Forced duction test: %s\n" % r.choice(["free in all directions", "mild restriction to abduction R", "tight L MR", "normal"]))
    b.t("%s\n" % r.choice(["Muscle insertion %s mm from limbus" % r.choice(["5.5", "6.0", "6.5", "7.0", "5.3"]),
                           "Thin muscle, pulley intact", "Previous recession noted, scarring ++", "Normal muscle appearance"]))
    b.t("Oculocardiac reflex: %s\n" % r.choice(["mild bradycardia on traction, resolved - glycopyrrolate given", "nil", "HR dropped to 58, traction released"]))
    b.t("\nTechnique:\n")
    b.t("Fornix incision. Muscle isolated on hook, %s pre-placed; muscle disinserted and reattached %s. "
        "Conjunctiva closed with %s.\n" % (r.choice(clin.SUTURES), r.choice(["using hang-back", "to sclera with crossed swords", "measured from original insertion"]), r.choice(["8/0 Vicryl", "buried sutures", "diathermy"])))
    b.t("EBL: minimal. Swab/needle count correct.\n")
    if r.random() < 0.35:
        b.f("Implant/consumable lot: {d}\n", d=("LOT " + L.dig(r, 6) if r.random() < 0.3 else L.device_serial(r), "DEVICE"))
    b.t("\nPost-op:\n - %s\n - %s\n" % (r.choice(clin.POSTOP), r.choice(clin.POSTOP)))
    b.t(" - Day case; may return to school after 1 week, no swimming 2 weeks\n")
    b.t(" - Orthoptic review %s, consultant review %s\n" % (r.choice(["1/52", "2/52", "10 days"]), r.choice(["6/52", "3/12", "8 weeks"])))
    if r.random() < 0.5:
        b.f("Ward contact: {p}\n", p=(L.phone(r, c) + (L.extension(r) if r.random() < 0.3 else ""), "PHONE"))
    b.f("\n{s}\n", s=[surg.title + " ", surg.n("full")])
    if r.random() < 0.6:
        lab, val = L.license_for(r, c, "doc")
        b.f("%s: {l}\n" % lab, l=(val, "LICENSE"))
    if r.random() < 0.4:
        b.f("Op note dictated {d}, transcribed by {t}\n", d=ctx.visit_(), t=ctx.typist.n("full"))
    if r.random() < 0.3:
        b.f("Record ID: {i}\n", i=("OPN-" + L.dig(r, 8), "IDNUM"))


def rop_screening(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    ga_w = r.choice([23, 24, 25, 26, 27, 28, 29, 30, 31])
    ga_d = r.randrange(7)
    pma_days = ga_w * 7 + ga_d + ctx.age_days
    bw = r.randrange(480, 1500)
    twin = r.random() < 0.2
    b.f("{h}\n", h=(ctx.hosp, "HOSPITAL"))
    b.f("{w}\n", w=(ctx.ward, "HOSPITAL"))
    b.t(r.choice(["RETINOPATHY OF PREMATURITY SCREENING RECORD", "ROP Screening Examination", "ROP EXAM NOTE", "ROP screening proforma"]) + "\n\n")
    nm = r.random()
    if nm < 0.4:
        b.f("Baby: Baby {l}%s\n" % (" (Twin %d)" % r.choice([1, 2]) if twin else ""), l=(pt.last if r.random() < 0.6 else pt.last.upper(), "PATIENT"))
    else:
        b.f("Baby: {n}%s\n" % (" (Twin %d)" % r.choice([1, 2]) if twin else ""), n=pt.n(r.choice(["full", "LF", "LFU"])))
    b.f("DOB: {d}   Sex: %s\n" % pt.sex, d=ctx.dob_())
    b.f("%s: {m}\n" % parts.mrn_label(ctx), m=(ctx.mrn, "MRN"))
    if r.random() < 0.6:
        b.f("%s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    if r.random() < 0.45:
        b.f("Footprint ID: {f}\n", f=(r.choice(["FT-", "FP", "NBF-"]) + L.dig(r, 6), "BIOID"))
    k = r.randrange(3)
    if k == 0:
        b.f("Cot: {ct}\n", ct=(str(r.randrange(1, 30)), "LOCATION_OTHER"))
    elif k == 1:
        b.f("Location: bay {by}, cot {ct}\n", by=(str(r.randrange(1, 6)), "LOCATION_OTHER"), ct=(str(r.randrange(1, 30)), "LOCATION_OTHER"))
    else:
        b.f("Room {rm}, incubator {ct}\n", rm=(str(r.randrange(1, 12)), "LOCATION_OTHER"), ct=(str(r.randrange(1, 30)), "LOCATION_OTHER"))
    b.f("Mother: {m}", m=ctx.mum.n(r.choice(["full", "full", "lf"])))
    if r.random() < 0.5:
        b.f("   Contact: {p}", p=(ctx.mob, "PHONE"))
    b.t("\n")
    b.t("\nGA at birth: %d+%d weeks   BW: %d g\n" % (ga_w, ga_d, bw))
    b.f("Chronological age: {a}   PMA today: %d+%d weeks\n" % (pma_days // 7, pma_days % 7), a=ctx.age("wk"))
    b.t("Risk factors: %s\n" % ", ".join(r.sample(["ventilated 10 days", "CPAP", "sepsis (CoNS)", "NEC", "PDA ligation", "IVH grade 2",
                                                     "O2 requirement at 36 wks", "transfusions x3", "poor weight gain"], 3)))
    b.f("Exam no.: %d   Date: {d}   Time: %s\n" % (r.randrange(1, 8), clin.time(r)), d=ctx.visit_())
    b.f("Examiner: {e}\n", e=[ctx.cons.t(r.choice(["full", "last"])), r.choice(["", ", " + parts.role_cons(ctx)])])
    b.f("Nurse: {n}\n", n=ctx.nurse.n("full"))
    b.t("Dilation: %s; %s. Speculum, indentor, 28D lens, BIO. Sucrose 24%% and comfort care given.\n" % (
        r.choice(["cyclopentolate 0.5% + phenylephrine 2.5% x2", "Mydrilate 0.5% + phenylephrine 2.5%", "microdrops cyclo/phenyl"]),
        r.choice(["good dilation", "pupils 5 mm", "poor dilation L"])))
    b.t("Meds: %s\n" % ", ".join(r.sample(["caffeine citrate", "vitamin D", "Dalivit", "iron", "gentamicin", "domperidone", "nystatin", "sodium chloride supplements"], 3)))
    b.t("\nFINDINGS\n")
    for eye in ("RE", "LE"):
        b.t("%s: %s, %s, %s; %s. %s\n" % (eye, r.choice(clin.ROP_ZONE), r.choice(clin.ROP_STAGE), r.choice(clin.ROP_PLUS),
                                          r.choice(["clock hours 3-5", "no clock hours", "4 clock hours temporally", "360 deg immature"]),
                                          r.choice(["Iris vessels normal.", "Pupil dilated well.", "Vitreous haze mild.", "Disc and macula normal."])))
    b.t("Media clear. Tolerated exam: %s\n" % r.choice(["well", "brief desaturation to 84%, self-resolved", "apnoea x1, stimulated", "bradycardia 88, recovered"]))
    if r.random() < 0.45:
        b.f("Imaging: %s, image set {a} (device SN {sn})\n" % r.choice(clin.IMG_DEV[:2]),
            a=("IMG" + L.dig(r, 7), "IDNUM"), sn=(L.device_serial(r), "DEVICE"))
    b.t("\nOutcome: %s\n" % r.choice(clin.ROP_OUT))
    nx = ctx.later(7, 15)
    b.f("Next exam due: {d}\n", d=r.choice([ctx.D(nx), ctx.Dw(nx)]))
    if r.random() < 0.5:
        b.f("Discussed with neonatal consultant {n}.\n", n=core.P(r, "DOCTOR", title="Dr", c=c).t(r.choice(["last", "full"])))
    if r.random() < 0.35:
        b.f("If transferred: ROP follow-up to continue at {h} (%s)\n" % r.choice(["local SCBU", "level 2 unit", "home hospital"]), h=(ctx.hosp2, "HOSPITAL"))
    if r.random() < 0.5:
        b.f("Parents informed: {m} spoken to %s. Leaflet given.\n" % r.choice(["at cotside", "by phone", "with interpreter"]),
            m=r.choice([ctx.mum.n("first"), ctx.mum.n("full"), ["mum ", ctx.mum.n("first"), " and dad ", ctx.dad.n("first")]]))
    if r.random() < 0.25:
        b.f("Family parking permit issued (reg {v}) until {d}.\n", v=(L.plate(r, c), "VEHICLE"), d=ctx.D(ctx.later(14, 40)))
    if r.random() < 0.5:
        b.f("Copy to: {g}, {p}\n", g=ctx.gp.t("full"), p=(ctx.practice, "HOSPITAL"))
    b.t(r.choice(["Post-discharge: outpatient ROP follow-up and orthoptic check at 1 year corrected age.",
                  "Parents advised of signs to watch for after discharge.", "Screening to continue until vascularised to zone III.",
                  "Treatment options (laser vs anti-VEGF) discussed if progression."]) + "\n")
    b.t("\n")
    b.f("Signed: {s}", s=ctx.cons.t("full"))
    if r.random() < 0.5:
        b.f("  Bleep {p}", p=(L.bleep(r), "PHONE"))
    b.t("\n")
    if r.random() < 0.4:
        b.f("Entered by {u} {d} %s\n" % clin.time(r), u=(L.username_for(r, ctx.nurse.first, ctx.nurse.last), "USERNAME"), d=ctx.visit_())


def low_vision(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    adult = ctx.age_y >= 18
    parts.letterhead(b, ctx, dept=r.choice(["Low Vision Service", "Low Vision Clinic", "Vision Rehabilitation Service", "Children's Low Vision Clinic"]),
                     contacts=r.random() < 0.6, address=r.random() < 0.5)
    b.t(r.choice(["LOW VISION ASSESSMENT", "Low Vision Assessment - Initial", "Low Vision Review", "FUNCTIONAL VISION ASSESSMENT"]) + "\n\n")
    parts.id_block(b, ctx, address=r.random() < 0.6)
    b.f("Date: {d}   Assessor: {a}, %s\n" % r.choice(["Optometrist", "Low Vision Practitioner", "Specialist Orthoptist", "Rehabilitation Officer (VI)"]),
        d=ctx.visit_(), a=ctx.optom.n("full"))
    if r.random() < 0.5:
        b.f("Referred by: {c}, {h}\n", c=ctx.cons.t("full"), h=(ctx.hosp2 if r.random() < 0.5 else ctx.hosp, "HOSPITAL"))
    dx = r.choice(clin.LV_DIAG)
    b.t("\nDiagnosis: %s\n" % dx)
    b.t("Registration: %s\n" % r.choice(["Severely sight impaired", "Sight impaired", "Not yet registered", "Legally blind", "CVI signed previously"]))
    b.t("\nHistory and goals:\n")
    if adult:
        b.f("{f} is a {a} %s. " % ("woman" if pt.sex == "F" else "man"), f=pt.n(r.choice(["first", "full"])), a=ctx.age("hyph"))
        k = r.randrange(4)
        if k == 0:
            b.f("Works as a {p}", p=(ctx.prof, "PROFESSION"))
            if r.random() < 0.6:
                b.f(" at {e}", e=(ctx.employer, "ORGANIZATION"))
            b.t("; struggling with screen work and reading payslips.\n")
        elif k == 1:
            b.f("Retired {p}; lives alone in a %s. Daughter {d} visits daily.\n" % r.choice(["bungalow", "flat", "two-storey house"]),
                p=(ctx.prof, "PROFESSION"), d=core.P(r, "FAMILY", "F", c=c).n("full"))
        elif k == 2:
            b.f("University student at {u}; needs access to lecture slides and exam papers.\n", u=(r.choice(pools.TOWNS[c]) + " " + r.choice(["University", "Institute of Technology", "College"]), "ORGANIZATION"))
        else:
            b.f("Lives with partner {p} (a {pp}). Main goals: reading post, cooking safely, recognising faces.\n",
                p=core.P(r, "FAMILY", c=c).n("first"), pp=(ctx.prof2, "PROFESSION"))
        if r.random() < 0.55:
            b.f("Driving: still holds licence {l}", l=(L.driving_licence(r, c), "LICENSE"))
            if r.random() < 0.7:
                b.f("; car reg {v}", v=(L.plate(r, c), "VEHICLE"))
            b.t(". Does not meet the visual standard for driving; advised to stop driving and notify %s.\n" % {
                "UK": "the DVLA", "IE": "the NDLS", "US": "the DMV", "CA": "the provincial licensing authority", "AU": "the road authority",
                "NZ": "NZTA", "ZA": "the licensing department", "IN": "the RTO"}[c])
    else:
        b.f("{f} ({a}) attends {s}", f=pt.n("first"), a=ctx.age("yo"), s=(ctx.school, "ORGANIZATION"))
        b.t(" (%s), %s.\n" % (ctx.grade(), r.choice(["mainstream with support", "with a teaching assistant", "resource base for VI"])))
        b.f("Accompanied by {p} ({pw}). Teacher of the visually impaired: {q}.\n", p=ctx.parent.n("full"), pw=ctx.parent_word,
            q=[r.choice(["Ms ", "Mr ", "Mrs "]), (r.choice(pools.SURNAMES), "FAMILY")])
        b.t("Goals: reading the board, small print in worksheets, %s.\n" % r.choice(["PE in bright sunlight", "using a phone", "finding friends in the playground", "maths diagrams"]))
    b.t("\nVision:\n")
    b.t("Distance VA (%s): RE %s  LE %s  BEO %s\n" % (r.choice(["Feinbloom", "ETDRS at 2m (Snellen equiv.)"] if c == "US" else (["ETDRS at 2m", "logMAR at 1m", "Thomson logMAR at 1.5m"] if clin.MODE[0] == "logmar" else ["Snellen at 3m", "Snellen at 1m"])), clin.va_poor(r, c), clin.va(r, c, True), clin.va_poor(r, c)))
    b.t("Near: %s at %d cm (unaided); %s with %s\n" % (r.choice(["N24", "N18", "N14", "N36", "N12"]), r.choice([10, 12, 15, 20, 25]), r.choice(["N8", "N6", "N10", "N5"]), r.choice(clin.LV_AIDS)))
    b.t("Contrast: Pelli-Robson %.2f log units\n" % r.choice([0.6, 0.9, 1.05, 1.2, 1.35, 1.5]))
    b.t("Fields: %s\n" % r.choice(["central scotoma ~10 deg (confrontation)", "constricted to 10 deg (Goldmann V4e)", "full to confrontation", "Esterman 72/120 points seen", "inferior altitudinal loss"]))
    b.t("Colour: %s\n" % r.choice(["Ishihara 2/17", "Ishihara 17/17", "HRR: severe deficiency", "not tested"]))
    if r.random() < 0.6:
        b.t("Glare: marked photophobia; %s helped.\n" % r.choice(["CPF 450", "amber NoIR", "brimmed hat", "grey tint 85%"]))
    b.t("\nAids issued / trialled:\n")
    aids = r.sample(clin.LV_AIDS, 3)
    for a in aids:
        b.t(" - %s\n" % a)
    if r.random() < 0.6:
        b.f(" - Loan %s, serial {sn}, asset tag {at}\n" % r.choice(["video magnifier", "CCTV", "iPad", "electronic magnifier"]),
            sn=(L.device_serial(r), "DEVICE"), at=("AT" + L.dig(r, 6), "DEVICE"))
    b.t("\nPlan / referrals:\n")
    if r.random() < 0.6:
        b.f("- Referred to {o} for %s\n" % r.choice(["rehabilitation and mobility training", "peer support group", "IT training", "long-cane assessment"]),
            o=(r.choice(pools.CHARITY), "ORGANIZATION"))
    if r.random() < 0.5:
        b.t("- ECLO contact made: ")
        b.put([core.P(r, "DOCTOR", c=c).n("full"), " ", r.choice(["(Eye Clinic Liaison Officer)", "(ECLO)", "(Sight Loss Adviser)"]), ", tel ", (L.phone(r, c), "PHONE"), "\n"])
    b.t("- %s\n" % r.choice(["Large print N18 and dark lined paper", "Screen reader and magnification software", "Lighting assessment at home", "Review 6 months"]))
    if r.random() < 0.3:
        b.f("- Information also sent to {e}\n", e=(ctx.parent_email if not adult else L.email_for(r, pt.first, pt.last), "EMAIL"))
    b.t("\n")
    parts.esign(b, ctx, ctx.optom, r.choice(["Optometrist", "Low Vision Optometrist", "Optometrist (Low Vision)"]))

"""Genre: vision standard assessment (optometrist / ophthalmology driving vision reports)."""

from core import Doc, P, add_days, cap
import entities as E
import clinical as CL
import render as R
import pools as PL

DX = [
    ("primary open-angle glaucoma", ["Drops: latanoprost ON both eyes; compliance good.", "Under review at the eye clinic every 6 months."]),
    ("normal tension glaucoma", ["On timolol 0.5% BD. Fields slowly progressing.", "Reviewed 6-monthly by the glaucoma service."]),
    ("bilateral nuclear sclerotic cataract (NS2+)", ["Awaiting cataract surgery, listed routine.", "Reports glare with oncoming headlights at night."]),
    ("dry age-related macular degeneration", ["Taking AREDS2 supplements. Reads with a magnifier.", "Reports distortion on Amsler grid."]),
    ("neovascular AMD, left eye", ["Intravitreal aflibercept, last injection 5 weeks ago.", "Treat-and-extend, currently 8-weekly injections."]),
    ("right homonymous hemianopia following stroke", ["Stroke with residual field defect; no other deficit.", "Bumps into objects on the right."]),
    ("proliferative diabetic retinopathy, post-PRP both eyes", ["Type 2 diabetes, HbA1c 64 mmol/mol. Night vision poor since laser.", "Last PRP session 8 months ago."]),
    ("retinitis pigmentosa", ["Night blindness for several years. Stopped driving at night on own initiative.", "Tunnel vision noticed by family."]),
    ("amblyopia, left eye (monocular)", ["Lifelong; no diplopia.", "Monocular since childhood, adapted well."]),
    ("keratoconus", ["Scleral contact lenses worn for driving.", "Corneal cross-linking both eyes."]),
    ("optic neuropathy (NAION), right eye", ["Sudden painless loss R eye; left eye normal.", "Inferior altitudinal defect R."]),
    ("left superior quadrantanopia", ["Following temporal lobe surgery for epilepsy.", "No other visual symptoms."]),
]
EQUIP = ["Humphrey Field Analyzer 3 (Esterman programme)", "Octopus 900 perimeter", "Henson HFA 9000",
         "Humphrey 750i, Esterman binocular", "Goldmann kinetic perimeter", "Zeiss Cirrus 5000 OCT",
         "Topcon Maestro2 OCT", "Keeler Pulsair tonometer", "Icare IC200 tonometer"]


def refraction(rng):
    def one():
        sph = rng.choice(["-4.25", "-2.75", "-1.25", "-0.50", "+0.75", "+1.50", "+2.25", "+3.00", "plano"])
        if rng.random() < 0.6:
            return "%s/-%s x %d" % (sph, rng.choice(["0.25", "0.50", "0.75", "1.25"]), rng.choice([5, 10, 85, 90, 170, 180]))
        return "%s DS" % sph
    return one(), one()


def gen(rng, country):
    c = E.mk_ctx(rng, country, age_range=(28, 94))
    d = Doc()
    D = c.D
    dx, mores = rng.choice(DX)
    opt = E.Clinic(rng, country, E.named(rng, PL.OPTICIAN_FORMS, country), town=c.addr.town, region=c.addr.region_key)
    hospital_eye = rng.random() < 0.3
    site = opt
    group2 = rng.random() < 0.3
    metric = country not in ("US", "CA")
    # ------------- heading
    if hospital_eye:
        d.line(P(c.hosp, "HOSPITAL"), " - ", rng.choice(["Eye Clinic", "Ophthalmology Department", "Glaucoma Service",
                                                         "Medical Retina Clinic"]))
        d.line(E.addr_inline(rng, E.mk_address(rng, country, region=c.addr.region_key)))
    else:
        E_header = rng.random() < 0.5
        d.line(P(opt.name.upper() if E_header else opt.name, "HOSPITAL"))
        d.line(E.addr_inline(rng, opt.addr))
        d.line("Tel ", P(opt.phone, "PHONE"), rng.choice(["  |  ", "   "]), P(opt.email, "EMAIL"))
    d.nl()
    title = {"UK": ["VISUAL FIELD AND ACUITY REPORT FOR DRIVING (DVLA)", "Vision assessment - fitness to drive (Group %d)" % (2 if group2 else 1),
                    "DRIVING VISION STANDARD REPORT"],
             "IE": ["EYESIGHT REPORT FOR DRIVER LICENSING", "Vision report - Group %d" % (2 if group2 else 1)],
             "AU": ["VISION ASSESSMENT FOR DRIVER LICENSING", "Optometrist Report - Fitness to Drive (Vision)"],
             "US": ["REPORT OF VISION EXAMINATION (DMV)", "Vision Specialist Report for Driver Licensing"],
             "CA": ["VISION REPORT FOR DRIVER LICENSING", "Driver Vision Assessment Report"]}[country]
    d.line(rng.choice(title))
    if rng.random() < 0.5:
        d.line("Authority ref: ", P(c.ref, "IDNUM"), "    Our ref: ", P(c.acct, "ACCOUNT") if rng.random() < 0.5 else
               P("%s/%s" % (c.pt.last[:3].upper(), E.digits(rng, 4)), "IDNUM"))
    d.nl()
    R.demo_block(d, c, style=rng.choice(["colon", "inline", "table"]),
                 fields=rng.choice([("name", "dob", "addr", "lic"), ("name", "dob", "ids", "lic"),
                                    ("name", "dob", "age", "addr", "lic", "phone")]))
    d.fl("Date of assessment: {dt}", dt=P(D(c.visit) if rng.random() < 0.8 else D.wk(c.visit), "DATE"))
    d.fl("Referred by: {who}", who=rng.choice([R.dr(c, c.gp, "dr_full") + [", ", P(c.practice.name, "HOSPITAL")],
                                               ["the licensing authority (letter dated ", P(D(add_days(c.visit, -rng.randint(10, 60))), "DATE"), ")"],
                                               ["self-referred for licence renewal"],
                                               R.dr(c, c.cons, "dr_last") + [" (ophthalmology)"]]))
    d.nl()
    d.line(rng.choice(["History", "HISTORY", "Background"]))
    ev = add_days(c.visit, -rng.randint(200, 4000))
    d.fl("{dx} diagnosed {dt}. {more}", dx=cap(dx), dt=P(str(ev.year) if rng.random() < 0.5 else D.my(ev), "DATE"),
         more=rng.choice(mores))
    if rng.random() < 0.5:
        d.fl("Drives a {car} {f}; approx. {mi} {u} per week.", car=c.car,
             f=rng.choice(["locally only", "daily to work", "for shopping and church", "for work"]),
             mi=str(rng.choice([20, 40, 80, 150, 300])), u="miles" if country in ("UK", "US") else "km")
    if rng.random() < 0.3:
        if c.profession.startswith("retired"):
            d.fl("{job}.", job=R.job(c.profession, True))
        else:
            d.fl("Works as {job}.", job=R.job(c.profession, art=True))
    d.nl()
    d.line(rng.choice(["Visual acuity", "VISUAL ACUITY (Snellen / logMAR)", "Acuity"]))
    rr, rl = refraction(rng)
    d.line("  Rx: R ", rr, "   L ", rl, rng.choice(["", "  add +2.25", "  add +2.50"]))
    ra, ri = CL.va(rng, country, 0, 7)
    la, li = CL.va(rng, country, 0, 8)
    ba, bi = CL.va(rng, country, 0, max(0, min(ri, li)))
    d.line("  Corrected  R ", ra, "  L ", la, "  Binocular ", ba,
           rng.choice(["", "   (logMAR 0.%d0)" % rng.randint(0, 3)]))
    if country == "UK" and rng.random() < 0.7:
        d.line("  Number plate test (20 m, daylight): ", rng.choice(["read correctly", "read correctly with glasses",
                                                                     "failed at 20 m, read at 12 m"]))
    d.line("  Pinhole: ", rng.choice(["no improvement", "R 6/6 L 6/9", "improves L by 1 line", "20/25 OU"]))
    d.line("  Contrast sensitivity (Pelli-Robson): ", rng.choice(["1.65 log", "1.35 log", "1.95 log", "1.20 log"]))
    d.nl()
    d.line(rng.choice(["Visual fields", "VISUAL FIELD ASSESSMENT", "Fields"]))
    d.line("  Instrument: ", rng.choice(EQUIP[:5]))
    meets = rng.random() < 0.6 and not any(w in dx for w in ("hemianopia", "quadrantanopia", "retinitis"))
    missed = rng.choice([0, 0, 1, 2, 4]) if meets else rng.choice([9, 14, 22, 31])
    d.line("  Esterman binocular: ", str(120 - missed), "/120 points seen; false positives ", str(rng.randint(0, 3)),
           "/", str(rng.randint(6, 10)), "; fixation ", rng.choice(["good", "reliable", "monitored - 2 losses"]))
    ext = rng.choice([160, 165, 170] if group2 else [125, 135, 150, 160]) if meets else rng.choice([85, 95, 105, 115])
    d.line("  Horizontal extent: ", str(ext), " degrees; ",
           rng.choice(["no defect within central 20 degrees", "scattered single missed points only"]) if meets else
           rng.choice(["cluster of 4 missed points left of fixation", "superior arcuate defect, right",
                       "dense right homonymous loss to fixation"]))
    if rng.random() < 0.5:
        d.line("  Monocular Humphrey 24-2: MD R ", "-%d.%d" % (rng.randint(0, 12), rng.randint(0, 9)), " dB, L ",
               "-%d.%d" % (rng.randint(0, 12), rng.randint(0, 9)), " dB")
    d.line("  Diplopia: ", rng.choice(["none in primary gaze", "none", "present on right gaze > 20 degrees"]))
    d.line("  Anterior segment / fundus: ", rng.choice(["NS2 cataract OU, C/D 0.7 R 0.6 L", "drusen both maculae",
                                                          "PRP scars, no active NV", "C/D 0.8 both, pallor",
                                                          "clear media, healthy discs"]),
           "; IOP ", str(rng.randint(11, 24)), "/", str(rng.randint(11, 24)), " mmHg")
    d.nl()
    d.line(rng.choice(["Opinion", "CONCLUSION", "Assessment against the standard"]))
    std = CL.CONDITIONS["vision"]["g2" if group2 else "g1"][country]
    if meets:
        d.line("Meets the ", "Group 2" if group2 else "Group 1" if country in ("UK", "IE") else "licensing", " visual standard (",
               std, ")", rng.choice([" with corrective lenses.", ".", " - glasses must be worn while driving."]))
        if rng.random() < 0.5:
            d.line("Recommend re-test in ", rng.choice(["12 months", "3 years", "2 years"]), " given progressive condition.")
    else:
        d.line("Does NOT meet the visual standard for driving: ", std, ".")
        d.fl("{pt} was advised on the day not to drive{x}.", pt=R.pt_name(c, rng.choice(["title_last", "full"])),
             x=rng.choice([" and to inform the licensing authority", "", " until reviewed after cataract surgery"]))
        if rng.random() < 0.4:
            d.fl("{rel} ({fam}) was present and understood the advice.",
                 rel=cap(c.rel) if rng.random() < 0.5 else "Accompanying " + c.rel, fam=R.fam(c))
    d.nl()
    person = c.optom if not hospital_eye else c.cons
    if hospital_eye:
        d.line(R.dr(c, person, rng.choice(["dr_full", "full_cred"])), rng.choice([", Consultant Ophthalmologist", ", Ophthalmology Fellow", ""]))
        d.line(R.reg_label(c), " ", P(E.doc_reg(rng, country), "LICENSE"))
    else:
        cred = {"UK": "MCOptom", "IE": "MAOI", "AU": "BOptom", "US": "OD", "CA": "OD"}[country]
        d.line(P(person.full(), "DOCTOR"), " ", cred)
        d.line(R.reg_label(c, "optom"), " ", P(c.optom_reg, "LICENSE"))
        if rng.random() < 0.5:
            d.line("Field test performed by ", P(E.mk_person(rng).init_last(), "DOCTOR"), ", optical assistant")
    d.fl("Date: {dt}", dt=P(D(c.visit), "DATE"))
    if rng.random() < 0.5:
        d.line("cc: ", R.dr(c, c.gp, "dr_last"), ", ", P(c.practice.name, "HOSPITAL"),
               rng.choice(["", "; patient"]))
    if rng.random() < 0.25:
        d.line("Report uploaded by user ", P(person.last.lower()[:6] + person.first[0].lower() + E.digits(rng, 2), "USERNAME"),
               " on ", P(D.alt(c.visit), "DATE"), " ", "%02d:%02d" % (rng.randint(9, 18), rng.randint(0, 59)),
               rng.choice(["", [" from ", P(E.private_ip(rng), "IPADDR")]]))
    return d, c, {"genre": "vision_standard_assessment", "country": country}

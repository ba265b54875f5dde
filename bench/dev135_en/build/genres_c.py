"""Genres: vascular surgery, anticoagulation telephone note, consult letter,
inpatient cardiology progress note."""
import pools as P
import phi
import blocks as B
import neg as N
from phi import shift


def vascular(d, c):
    r = c.r
    if r.random() < 0.6:
        return _vasc_op(d, c)
    return _vasc_clinic(d, c)


# name, CPT, diagnosis, duplex finding, anesthesia, positioning, key step, implant, specimen
OPS = [
    ("Left carotid endarterectomy with bovine pericardial patch angioplasty", "35301",
     "Symptomatic left ICA stenosis 80-99%", "PSV 410 cm/s, EDV 160 cm/s in the left ICA",
     "regional cervical block", "Supine, head turned to the right, shoulder roll; prepped and draped.",
     "Cross-clamp time {cc} min. Shunt not required; stump pressure {sp} mmHg. Patch closure with 6-0 Prolene.",
     None, "carotid plaque"),
    ("Endovascular repair of infrarenal AAA (EVAR)", "34702", "Infrarenal AAA 5.8 cm",
     "sac diameter 5.8 cm, neck length 18 mm", "general endotracheal",
     "Supine; bilateral groins prepped; ultrasound-guided CFA access via Seldinger technique.",
     "Main body deployed below the lowest renal artery; completion angiogram with no endoleak.",
     "Gore Excluder main body 26 mm", None),
    ("Right common femoral to above-knee popliteal bypass with 6 mm PTFE", "35556",
     "Right SFA occlusion, Rutherford 5", "ABI 0.42 right, monophasic tibial signals", "general endotracheal",
     "Supine, right leg prepped circumferentially.",
     "Proximal anastomosis to CFA, tunneled graft, distal anastomosis to AK popliteal. Completion Doppler triphasic at the DP.",
     "PTFE graft 6 mm x 60 cm", None),
    ("Endovenous radiofrequency ablation of left great saphenous vein", "36475",
     "Symptomatic GSV reflux, CEAP C4a", "GSV reflux 3.2 s, diameter 8 mm", "local with oral sedation",
     "Reverse Trendelenburg for access, then Trendelenburg for treatment.",
     "Tumescent anesthesia along the GSV under ultrasound; 7 cm segments treated over {len} cm.", None, None),
    ("Left brachiocephalic AV fistula creation", "36821", "ESRD, needs dialysis access",
     "cephalic vein 3.4 mm at the antecubital fossa", "regional (supraclavicular block)",
     "Supine, left arm on hand table.", "End-to-side anastomosis cephalic vein to brachial artery; palpable thrill at closure.",
     None, None),
    ("Right below-knee amputation", "27880", "Nonsalvageable right foot gangrene",
     "no inline flow below the popliteal artery", "spinal",
     "Supine, thigh tourniquet not inflated.", "Long posterior flap; tibia beveled; nerves ligated under tension.",
     None, "right leg below knee"),
    ("Left SFA angioplasty and stent", "37226", "Lifestyle-limiting claudication, Fontaine IIb",
     "ABI 0.61 left, 75% mid SFA stenosis", "MAC with local",
     "Supine; right CFA access with up-and-over sheath.", "Lesion crossed, 5 mm balloon angioplasty then stent; no residual stenosis.",
     "Viabahn 6 x 100 mm", None),
]


def _times(r, k, span=240):
    t0 = r.randint(7 * 60, 16 * 60)
    ts = sorted(t0 + r.randint(5, span) for _ in range(k - 1))
    return ["%02d:%02d" % ((t // 60) % 24, t % 60) for t in [t0] + ts]


def _vasc_op(d, c):
    r = c.r
    name, cpt, dx, find, anes_k, pos, step, implant, spec = r.choice(OPS)
    B.facility_header(d, c, contact=False)
    d.line(r.choice(["OPERATIVE REPORT", "OPERATIVE NOTE - VASCULAR SURGERY", "Operative Report - Vascular Surgery"]))
    B.demo_block(d, c, ["name", "mrn", "acct", "dob", "date"], style=r.choice([0, 1, 2]))
    asst = phi.staff(r, r.choice(["PA-C", "NP", "MD"]))
    anes = phi.md(r)
    d.line("Surgeon: {s}", s=phi.doc_name(r, c.att, style=r.choice([1, 2, 4])))
    d.line("Assistant: {a}, {cr}", a=("DOCTOR", asst.plain()), cr=asst.cred)
    d.line("Anesthesia: {a} ({k})", a=phi.doc_name(r, anes, style=r.choice([0, 1])), k=anes_k)
    t = _times(r, 3)
    d.line("OR {o}   In room {t1}, incision {t2}, closure {t3}", o=("LOCATION_OTHER", str(r.randint(1, 22))),
           t1=t[0], t2=t[1], t3=t[2])
    d.line("Preoperative diagnosis: %s" % dx)
    d.line("Postoperative diagnosis: same")
    d.line("Procedure: %s (CPT %s)" % (name, cpt))
    d.t("\nINDICATIONS: ")
    B.intro(d, c)
    d.f(". Duplex on {dt} at {h} showed {f}. Risks, benefits and alternatives were discussed with the patient and "
        "{rel} {n}, who agree to proceed.\n", dt=c.d(shift(c.date, -r.randint(5, 60))),
        h=("HOSPITAL", phi.clinic(r, c.country) if r.random() < 0.5 else phi.hospital(r, c.country)),
        f=find, rel=c.rel, n=("FAMILY", c.fam.plain()))
    d.t("\nDESCRIPTION OF PROCEDURE\n")
    d.line(r.choice(["The patient was identified in the holding area, consent and site marking confirmed, and brought to the OR.",
                     "Patient brought to the operating room. Time-out performed with all team members."]))
    d.line(pos)
    d.line("Heparin %d units IV; ACT %d s. " % (r.choice([3000, 5000, 7000, 8000]), r.randint(220, 320)) +
           step.format(cc=r.randint(18, 45), sp=r.randint(35, 60), len=r.randint(28, 46)))
    if implant:
        d.f("Implant: {m}, serial {s}.\n", m=implant, s=("DEVICE", phi.letters(r, 2) + phi.digits(r, 7)))
    if spec:
        d.f("Specimen: {s} to pathology, specimen # {n}.\n", s=spec, n=("IDNUM", phi.idnum(r, "S", c.date.year)))
    d.line("EBL %d mL. Complications: none. Counts correct x2." % r.randint(10, 450))
    unit = r.choice(P.UNIT_NAMES)
    d.f("Disposition: PACU, then {u} bed {b} in stable condition.\n", u=("HOSPITAL", unit),
        b=("LOCATION_OTHER", str(r.randint(1, 30)) + r.choice(["", "A", "B"])))
    d.f("Findings discussed with {rel} by phone at {ph}.\n", rel=c.rel, ph=c.phone(ext=False))
    d.t("\n")
    B.transcription(d, c)
    B.signature(d, c, esig=True)


def _vasc_clinic(d, c):
    r = c.r
    B.facility_header(d, c, name=c.clinic)
    d.line(r.choice(["VASCULAR SURGERY CLINIC NOTE", "Vein & Vascular Clinic - New Patient", "PAD Follow-up"]))
    B.demo_block(d, c, ["name", "dob", "mrn", "date", "ref", "ins"], style=r.choice([0, 2]))
    d.t("HPI: ")
    B.intro(d, c)
    d.f(". {ref} describes {s}. Walks the dog ({dog}) around {lm}, stopping every {b} blocks.\n", ref=c.pt.ref(r),
        s=r.choice(["calf claudication at 1 block", "rest pain at night relieved by dangling", "aching heavy legs by evening",
                    "a non-healing ulcer on the left heel"]),
        dog=r.choice(["Biscuit", "a lab named Duke", "a terrier"]), lm=("LOCATION_OTHER", r.choice(P.LANDMARKS)),
        b=str(r.randint(1, 5)))
    B.social(d, c)
    d.t("\nNoninvasive studies ")
    d.f("({d}):\n", d=c.d(shift(c.date, -r.randint(0, 30)), r.choice(["us", "md", "abbr"])))
    d.line("           Right    Left")
    d.line("  ABI      %.2f     %.2f" % (r.randint(35, 110) / 100, r.randint(35, 110) / 100))
    d.line("  TBI      %.2f     %.2f" % (r.randint(20, 80) / 100, r.randint(20, 80) / 100))
    d.line("  PVR      %s %s" % (r.choice(["normal  ", "blunted ", "flat    "]), r.choice(["normal", "blunted", "flat"])))
    d.line("Rutherford class %d. %s." % (r.randint(1, 5), r.choice(["Buerger test positive on the left",
                                                                    "No tissue loss", "Venous duplex: no DVT"])))
    B.meds(d, r, r.randint(3, 7))
    d.t("\nPLAN\n")
    d.line(r.choice(["Supervised exercise therapy 3x/week x 12 weeks.", "CTA runoff, then angiography with possible intervention.",
                     "Trial of compression 20-30 mmHg x 3 months for insurance, then EVLA.",
                     "Cilostazol 100 mg BID; stop smoking."]))
    d.f("Follow up {d} with duplex.\n", d=c.d(shift(c.date, r.choice([30, 90, 180])), r.choice(["month_year", "long", "us"])))
    if r.random() < 0.5:
        d.f("Prior auth submitted to {o}, ref # {n}; fax {f}.\n", o=("ORGANIZATION", c.insurer),
            n=("IDNUM", phi.idnum(r, "PA", c.date.year)), f=c.fax())
    d.t("\n")
    B.signature(d, c)
    B.cc_block(d, c)


def anticoag(d, c):
    r = c.r
    ph = phi.staff(r, r.choice(["PharmD", "RN", "PharmD, CACP"]))
    d.line(r.choice(["ANTICOAGULATION CLINIC - TELEPHONE ENCOUNTER", "Anticoag Clinic Phone Note", "INR Management - Telephone"]))
    d.f("{h}\n", h=("HOSPITAL", r.choice([c.clinic, r.choice(P.HOSP_WORDS) + " Anticoagulation Service", c.hosp])))
    d.line("Date: {d}  {t}", d=c.d(None, r.choice(["us", "wk_long", "iso", "abbr", "us_nopad"])), t=N.clock12(r))
    d.line("Patient: {n}   DOB: {dob}   MRN: {m}", n=c.pname(r.choice([0, 2, 3])), dob=c.d(c.dob, r.choice(["us", "iso"])),
           m=("MRN", c.mrn))
    who = r.randrange(3)
    if who == 0:
        d.line("Call to: {p} (home). Spoke with patient; identity verified with name and DOB.", p=c.phone(ext=False))
    elif who == 1:
        d.line("Call to: {p} (cell). Spoke with {rel} {n} (on HIPAA release)." if c.country == "US" else
               "Call to: {p} (cell). Spoke with {rel} {n} (consent on file).", p=c.phone(ext=False), rel=c.rel,
               n=("FAMILY", c.fam.plain()))
    else:
        d.line("Call to: {p}. No answer; left voicemail to call back at {cb}.", p=c.phone(ext=False),
               cb=("PHONE", phi.phone(r, c.country, ext=True)))
    ind = r.choice(["AF (CHA2DS2-VASc 4)", "mechanical AVR (On-X)", "St. Jude mechanical MVR", "recurrent DVT/PE",
                    "LV thrombus post anterior MI", "AF + bioprosthetic MVR"])
    lo, hi = r.choice([(2.0, 3.0), (2.0, 3.0), (2.5, 3.5), (2.0, 2.5)])
    d.line("Indication: %s. Target INR %.1f-%.1f. Drug: warfarin. Started {s}." % (ind, lo, hi),
           s=c.d(shift(c.date, -r.randint(60, 3000)), r.choice(["month_year", "my_num", "year", "us"])))
    inr = r.randint(12, 52) / 10
    state = "low" if inr < lo else ("high" if inr > hi else "ok")
    src = r.randrange(3)
    if src == 0:
        d.f("INR today {v} by home POC meter (CoaguChek INRange, SN {s}).\n", v="%.1f" % inr,
            s=("DEVICE", phi.monitor_serial(r)))
    elif src == 1:
        d.f("INR today {v} drawn at {l}, accession {a}.\n", v="%.1f" % inr,
            l=("HOSPITAL", r.choice([phi.pharmacy(r, c.country), c.hosp])), a=("IDNUM", phi.idnum(r, "L", c.date.year)))
    else:
        d.f("INR {v} on {d} (fingerstick at clinic).\n", v="%.1f" % inr, d=c.d(None, "md"))
    d.t("\nINR history:\n")
    hds = [shift(c.date, -r.choice([7, 14, 21, 28]))]
    for _ in range(r.randint(2, 5)):
        hds.append(shift(hds[-1], -r.choice([7, 7, 14, 21, 28])))
    for hd in reversed(hds):
        d.f("  {d}   INR {v}   weekly dose {w} mg\n", d=c.d(hd, r.choice(["us", "us_short", "md"])),
            v="%.1f" % (r.randint(13, 46) / 10), w=str(r.choice([20, 22.5, 25, 27.5, 30, 32.5, 35, 37.5, 40])))
    d.t("\n")
    d.line("Assessment: " + r.choice({
        "high": ["Supratherapeutic; no bleeding. New antibiotic (TMP-SMX) started by urgent care.",
                 "Supratherapeutic; poor appetite this week, eating less greens. No bruising."],
        "low": ["Subtherapeutic after holiday diet with more greens. No missed doses reported.",
                "Low INR; reports 2 missed doses while travelling."],
        "ok": ["Therapeutic. Minor gum bleeding with brushing only.", "Therapeutic x3; no bleeding or clot symptoms."]}[state]))
    if r.random() < 0.4:
        d.f("Bleeding/clot screen negative. Patient had dental extraction planned with {dds} on {d}.\n",
            dds=phi.doc_name(r, phi.Person(r), style=0), d=c.d(shift(c.date, r.randint(3, 30)), r.choice(["md", "wk_md", "mon_day"])))
    if r.random() < 0.3:
        d.f("Travelling to {co} from {a} to {b}; given letter and nearest clinic list.\n",
            co=("COUNTRY", r.choice(P.COUNTRIES)), a=c.d(shift(c.date, r.randint(5, 20)), "md"),
            b=c.d(shift(c.date, r.randint(25, 50)), "md"))
    d.line("Plan: %s. Recheck INR {r}." % r.choice({
        "high": ["Hold tonight's dose, then resume 5 mg daily except 2.5 mg two days a week",
                 "Decrease weekly dose by 10%% to %s mg" % r.choice([22.5, 25, 27.5])],
        "low": ["Increase weekly dose by 10%% to %s mg" % r.choice([27.5, 30, 32.5]),
                "Take extra 2.5 mg tonight, then continue current dose"],
        "ok": ["No change", "Continue current dose"]}[state]),
           r=c.d(phi.workday(shift(c.date, r.choice([4, 7, 7, 14]) if state != "ok" else r.choice([21, 28, 28]))),
                 r.choice(["wk_md", "md", "weekday", "us", "wk_long"])))
    d.line("Patient repeated instructions back correctly.")
    d.t("\n")
    d.f("{n}, {cr}\n", n=("DOCTOR", ph.plain() if r.random() < 0.7 else ph.full()), cr=ph.cred)
    if r.random() < 0.5:
        d.f("Anticoag line {p} | Fax {f}\n", p=c.phone(), f=c.fax())
    if r.random() < 0.5:
        B.audit(d, c, ph)


def consult_letter(d, c):
    r = c.r
    B.facility_header(d, c, name=c.clinic if r.random() < 0.4 else c.hosp)
    d.line("{d}", d=c.d(shift(c.date, r.choice([0, 1, 2, 5])), r.choice(["long", "long", "dmy_long", "abbr"])))
    d.t("\n")
    pcp = c.pcp
    d.line("{n}", n=phi.doc_name(r, pcp, style=r.choice([1, 2, 4])))
    d.line("{h}", h=("HOSPITAL", phi.clinic(r, c.country)))
    pl = phi.Place(r, c.country)
    d.add(pl.pieces(r, sep="\n"))
    d.t("\n\n")
    d.line("RE: {n}   DOB: {dob}   {k}: {m}", n=c.pname(r.choice([3, 0, 2])), dob=c.d(c.dob),
           k="Health card" if c.country == "CA" else "MRN",
           m=("HEALTHPLAN", phi.healthplan(r, "CA", c.home.abbr)) if c.country == "CA" else ("MRN", c.mrn))
    d.t("\n")
    d.f("Dear {t}{n},\n\n", t=r.choice(["Dr. ", "Dr "]), n=("DOCTOR", pcp.last))
    d.f("Thank you for asking me to see {ref}, a pleasant {a} {p} from {city}, whom I saw in consultation at "
        "{h} on {dt} regarding {why}.\n\n", ref=c.pt.ref(r), a=c.age(r.choice([0, 4, 5])), p=("PROFESSION", c.prof),
        city=("CITY", c.home.city), h=("HOSPITAL", c.hosp), dt=c.d(None, r.choice(["long", "dmy_long", "abbr", "us"])),
        why=r.choice(["exertional chest discomfort", "new atrial fibrillation", "a murmur", "syncope", "an abnormal ECG",
                      "elevated NT-proBNP"]))
    d.f("{Ref} first noticed symptoms around {when} while {act}. ", Ref=c.pt.ref(r),
        when=[c.d(shift(c.date, -r.randint(30, 200)), r.choice(["month", "month_year", "mon_day"]))],
        act=r.choice(["shovelling the driveway", "walking up the hill to church", "at work", "gardening", "playing pickleball"]))
    k = r.randrange(3)
    if k == 0:
        d.f("An ED visit at {h} on {dt} documented a troponin of {v} ng/L and was felt to be demand related. ",
            h=("HOSPITAL", phi.hospital(r, c.country)), dt=c.d(shift(c.date, -r.randint(10, 90)), r.choice(["md", "us", "mon_day"])),
            v=str(r.randint(12, 90)))
    elif k == 1:
        d.f("{Pron} {rel}, {n}, who accompanied {obj} today, reports episodes of pallor and breathlessness. ",
            Pron="His" if c.pt.sex == "M" else "Her", rel=c.rel, n=("FAMILY", c.fam.first),
            obj="him" if c.pt.sex == "M" else "her")
    else:
        d.f("There was a brief syncopal episode at {lm} on {dt} witnessed by a friend, {n}. ",
            lm=("LOCATION_OTHER", r.choice(P.LANDMARKS)), dt=c.d(shift(c.date, -r.randint(5, 60)), r.choice(["wk_long", "long", "weekday"])),
            n=("FAMILY", phi.Person(r).plain()))
    N.wordy(d, r, 1)
    d.t("\n\n")
    d.line("Past history: " + ", ".join(r.sample(B.HX, r.randint(3, 6))) + ".")
    B.meds(d, r, r.randint(3, 8), title="Medications:")
    B.allergies(d, r)
    d.t("Social: ")
    B.social(d, c)
    B.family_hx(d, c)
    d.t("\nOn examination: ")
    B.vitals(d, r, inline=True)
    N.exam(d, r, title=False)
    d.line("ECG: " + N.ecg(r))
    d.t("\nImpression and recommendations:\n")
    B.problems(d, r, r.randint(2, 4), title="")
    N.plan(d, r)
    if r.random() < 0.5:
        d.f("I have arranged a {t} at {h}; our booking office will contact {ref} directly.\n",
            t=r.choice(["TTE", "treadmill stress test", "14-day patch monitor", "coronary CTA"]), h=("HOSPITAL", c.hosp),
            ref=c.pt.ref(r))
    d.t("\nThank you for involving me in the care of this patient. Please do not hesitate to contact me at ")
    d.f("{p} or {e}.\n\n", p=c.phone(), e=("EMAIL", phi.email(r, c.att.first, c.att.last)))
    d.line(r.choice(["Yours sincerely,", "Sincerely,", "Kind regards,", "With best regards,"]))
    d.t("\n")
    d.f("{n}\nConsultant Cardiologist\n", n=phi.doc_name(r, c.att, style=r.choice([2, 3, 4])))
    if r.random() < 0.5:
        d.line(r.choice(["NPI {l}", "License {l}"]) if c.country == "US" else "CPSO {l}", l=("LICENSE", phi.npi(r) if c.country == "US" else phi.med_license(r, "CA")))
    d.t("\n")
    B.cc_block(d, c)
    B.transcription(d, c)


def progress(d, c):
    r = c.r
    hd = r.randint(1, 9)
    d.line("{h} - {t}", h=("HOSPITAL", c.hosp), t=r.choice(["Cardiology", "CCU", "Cardiac Step-Down", "Telemetry"]))
    d.line("CARDIOLOGY PROGRESS NOTE   {d} {t}   HD #{n}", d=c.d(None, r.choice(["us", "us_nopad", "wk_md", "iso"])),
           t=N.clock(r), n=str(hd))
    unit = r.choice(P.UNIT_NAMES)
    d.line("{n}  |  MRN {m}  |  {a}  |  {u} Rm {rm}", n=c.pname(r.choice([2, 3, 1])), m=("MRN", c.mrn),
           a=[("AGE", str(c.pt.age)), c.pt.sex], u=("HOSPITAL", unit),
           rm=("LOCATION_OTHER", "%d%s" % (r.randint(2, 9) * 100 + r.randint(1, 40), r.choice(["", "A", "B", "-2"]))))
    d.line("Attending: {a}   Resident: {res}", a=phi.doc_name(r, c.att, style=r.choice([0, 1, 6])),
           res=phi.doc_name(r, phi.md(r), style=r.choice([0, 6, 1])))
    d.t("\n")
    adm = shift(c.date, -hd)
    d.f("Brief: {a}{sx} admitted {dt} with ", a=c.age(r.choice([6, 7, 1, 2, 3])), sx="" if r.random() < 0.5 else " " + B.sexword(r, c.pt.sex),
        dt=c.d(adm, r.choice(["md", "us", "mon_day"])))
    d.line(r.choice(["ADHF", "NSTEMI", "AF with RVR", "symptomatic CHB", "VT storm", "syncope", "pericarditis"]) + ".")
    d.t("\nS: ")
    k = r.randrange(4)
    nurse = phi.staff(r, "RN")
    if k == 0:
        d.f("Per overnight RN {n}, slept well, no chest pain. ", n=("DOCTOR", nurse.first if r.random() < 0.5 else nurse.plain()))
    elif k == 1:
        d.f("{rel} {n} at bedside, asking about discharge timing and driving. ", rel=c.rel.capitalize(), n=("FAMILY", c.fam.first))
    elif k == 2:
        d.f("Feels \"much better\"; wants to go home for {h}. ", h=("DATE", r.choice(["Christmas", "Thanksgiving", "Easter",
                                                                                    "Rosh Hashanah", "Diwali", "New Year's"])))
    else:
        d.t("Ambulated in hall x3 with PT. Mild DOE. ")
    N.wordy(d, r, 1, inpt=True)
    d.t("\n\nO: ")
    B.vitals(d, r, inline=True)
    i_, o_ = r.randint(800, 2400), r.randint(1000, 4800)
    wt = r.randint(550, 1200) / 10
    d.line("I/O: %d/%d mL (net %+d). Weight %.1f kg (admit %.1f)." % (i_, o_, i_ - o_, wt, wt + r.randint(0, 60) / 10))
    d.line("Tele: " + r.choice(["SR 60s-70s, rare PVCs", "AF 90-110", "V-paced", "SR, 6 beat NSVT at %s" % N.clock(r)]))
    N.exam(d, r, title=False)
    B.labs(d, c, dated=r.random() < 0.5)
    d.t("\nA/P:\n")
    B.problems(d, r, r.randint(2, 4), title="")
    N.plan(d, r, numbered=False)
    dispo = shift(c.date, r.randint(1, 3))
    d.f("Dispo: anticipate discharge {dt} to {w}.\n", dt=c.d(dispo, r.choice(["weekday", "wk_md", "md"])),
        w=r.choice([["home with ", c.rel], ["", ("HOSPITAL", phi.care_home(r))], "home", ["", ("HOSPITAL", phi.clinic(r, c.country))]]))
    if r.random() < 0.4:
        a_, b_ = phi.md(r), phi.md(r)
        d.f("Plan discussed with Drs. {a} and {b} ({sv}).\n", a=("DOCTOR", a_.last), b=("DOCTOR", b_.last),
            sv=r.choice(["EP", "CT surgery", "HF service", "interventional"]))
    if r.random() < 0.4:
        d.f("Case management: {n} (x{e}).\n", n=("DOCTOR", phi.Person(r).plain()), e=("PHONE", phi.digits(r, 1) + "555"))
    d.t("\n")
    res = phi.md(r)
    d.f("{n}, MD, PGY-{y}\n", n=("DOCTOR", res.plain()), y=str(r.randint(1, 6)))
    d.f("Attending attestation: I saw and examined the patient with the team and agree with the plan above. - {a}\n",
        a=phi.doc_name(r, c.att, style=r.choice([0, 2, 6])))

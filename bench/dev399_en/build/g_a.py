"""Genres: HPB MDT outcome, surgical clinic letter, ERCP report."""
import clinical as K
import common as CM
import country as C
import persona as P

ERCP_DX = ["choledocholithiasis", "cholangitis", "pdac_head", "hilar_chca", "bile_leak", "mirizzi",
           "chronic_pancreatitis", "gallstone_pancreatitis"]


def mdt_outcome(rng, d, S):
    pt = S.pt
    dx = K.DX[rng.choice(K.DX_KEYS)]
    chair = P.make_staff(rng, S.cc, "doctor", surgeon=True)
    coord = P.make_staff(rng, S.cc, "admin")
    cns = P.make_staff(rng, S.cc, "nurse")
    rad = P.make_staff(rng, S.cc, "doctor")
    path = P.make_staff(rng, S.cc, "doctor")
    onc = P.make_staff(rng, S.cc, "doctor")
    gas = P.make_staff(rng, S.cc, "doctor")
    ref = P.make_staff(rng, S.cc, "doctor")
    case_id = rng.choice(["MDT-", "HPB", "M", "HPB/"]) + C.digits(rng, rng.choice([5, 6]))
    d.line("{h}", h=("HOSPITAL", S.hosp))
    d.line(rng.choice(["HPB MULTIDISCIPLINARY TEAM MEETING - OUTCOME", "Hepatopancreatobiliary MDT Outcome Form",
                       "Regional HPB Specialist MDT: Outcome Summary", "HPB MDM OUTCOME"]))
    d.line("Meeting date: {md}    MDT ref: {ref}", md=("DATE", C.fmt_weekday_long(S.date, S.cc)) if rng.random() < 0.4 else S.d(S.date),
           ref=("IDNUM", case_id))
    r = rng.random()
    if r < 0.5:
        d.line("Venue: {b} seminar room / video link {u}", b=("LOCATION_OTHER", S.building), u=("URL", CM.portal_url(rng)))
    elif r < 0.8:
        d.line("Remote attendance via {u}", u=("URL", "https://meet.example.net/hpb-mdt-" + C.digits(rng, 4)))
    d.line("Chair: {c}    Coordinator: {k} ({p}, {e})", c=P.staff_ref(chair, rng), k=("DOCTOR", coord.full),
           p=("PHONE", C.phone(rng, S.cc, "ext")), e=("EMAIL", coord.email))
    d.line()
    CM.banner(d, S, rng)
    d.line("Referring clinician: {r}, {h}", r=P.staff_ref(ref, rng), h=("HOSPITAL", S.ref_hosp))
    d.line("Responsible consultant: {c}    Key worker: {k}, HPB CNS", c=P.staff_ref(S.consultant, rng), k=("DOCTOR", cns.full))
    d.line()
    d.line("CLINICAL SUMMARY" if rng.random() < 0.5 else "Clinical summary:")
    hx = K.pick(rng, dx["hx"], rng.randrange(1, len(dx["hx"]) + 1))
    d.line("{a} referred with {dx}. {hx}.", a=S.age_seg(rng.choice(["year-old", "yo", "MF", "words"])), dx=dx["name"],
           hx=CM.cap("; ".join(hx)))
    com = K.pick(rng, K.COMORB, rng.randrange(1, 4))
    d.line("PMH: " + ", ".join(com) + ". ECOG " + str(rng.randrange(0, 3)) + ".")
    if rng.random() < 0.6:
        d.line("Social: {w}; lives with {k}.", w=S.work_seg(), k=S.kin_seg())
    d.line()
    d.line("Investigations reviewed:")
    d.line("- CT CAP {dt} ({h}): {f}", dt=S.d(S.days(-rng.randrange(5, 40))), h=("HOSPITAL", S.ref_hosp),
           f=" ".join(K.pick(rng, dx["img"], 2)))
    if rng.random() < 0.7:
        d.line("- MRCP/MRI liver {dt}: {f}", dt=S.d(S.days(-rng.randrange(2, 25))), f=rng.choice(dx["img"]))
    if rng.random() < 0.6:
        d.line("- EUS + FNB {dt}, specimen {s}: {f}", dt=S.d(S.days(-rng.randrange(1, 20))),
               s=("IDNUM", rng.choice(["H", "C", "S", "NH"]) + "%02d-%05d" % (S.date.year % 100, rng.randrange(100, 99999))),
               f=dx["histo"][1])
    if rng.random() < 0.5:
        d.line("- Bloods {dt}: bilirubin {b}, CA 19-9 {ca}, CEA {ce}", dt=S.d(S.days(-rng.randrange(1, 14))),
               b=str(rng.randrange(6, 240)), ca=str(rng.randrange(4, 1200)), ce="%.1f" % rng.uniform(0.8, 30))
    d.line()
    d.line("Discussion:")
    tail = rng.choice([["Consensus reached."], ["Pathology reviewed by ", P.staff_ref(path, rng), " (Histopathology)."],
                       ["No further imaging needed."]])
    d.line("Imaging reviewed by {r} (Radiology). {n1} {n2}", r=P.staff_ref(rad, rng), n1=K.negs(rng, 1, "doc")[0], n2=tail)
    d.line()
    d.line("MDT OUTCOME / RECOMMENDATIONS:")
    for i, x in enumerate(K.pick(rng, dx["plan"], len(dx["plan"]))):
        d.line("%d. %s" % (i + 1, x))
    d.line("%d. Discuss with {o} (Medical Oncology) re systemic therapy." % (len(dx["plan"]) + 1), o=P.staff_ref(onc, rng))
    d.line("Treatment intent: " + rng.choice(["curative", "curative (subject to fitness)", "palliative", "surveillance"]))
    d.line("Patient informed: {y} - OPA with {c} on {dt}.", y=rng.choice(["not yet", "yes", "to be informed"]),
           c=P.staff_ref(S.consultant, rng, "title_last"), dt=S.d(S.days(rng.randrange(3, 15))))
    if rng.random() < 0.5:
        d.line("GP to be informed: {g}, {pr} (fax {f}).", g=P.staff_ref(S.gp, rng), pr=("HOSPITAL", S.practice),
               f=("FAX", S.gp_fax))
    d.line()
    d.line("Core members present:")
    CM.staff_list(d, rng, [(chair, "HPB Surgeon, chair"), (S.consultant, "HPB Surgeon"), (rad, "Radiologist"),
                           (path, "Histopathologist"), (onc, "Oncologist"), (gas, "Gastroenterologist / ERCP"),
                           (cns, "CNS")][:rng.randrange(4, 8)])
    d.line()
    d.line("Outcome recorded by {c}, MDT coordinator, {dt} {t}", c=("DOCTOR", coord.full), dt=S.d(S.date),
           t="%02d:%02d" % (rng.randrange(12, 18), rng.randrange(60)))
    if rng.random() < 0.5:
        CM.audit(d, S, rng, coord)


def clinic_letter(rng, d, S):
    pt = S.pt
    dx = K.DX[rng.choice(K.DX_KEYS)]
    cons = S.consultant
    CM.letterhead(d, S, rng)
    d.line("Our ref: {c}/{m}    Clinic: HPB{n}", c=("DOCTOR", cons.initials.upper()), m=("MRN", pt.mrn),
           n=rng.choice(["", " new patient", " follow-up", " virtual"]))
    d.line("Date dictated: {a}    Date typed: {b}", a=S.d(S.date), b=S.d(S.days(rng.randrange(1, 8))))
    d.line()
    if rng.random() < 0.5:
        d.line("PRIVATE AND CONFIDENTIAL")
    d.line("{g}", g=P.staff_ref(S.gp, rng, "title_full"))
    d.line("{pr}", pr=("HOSPITAL", S.practice))
    d.line("{st}", st=("STREET", S.gp_street))
    d.line("{t}", t=("CITY", S.pt.town))
    d.line()
    d.line("Dear {g},", g=P.staff_ref(S.gp, rng, rng.choice(["title_last", "title_full"])))
    d.line()
    d.line("Re: {n}, DOB {dob}", n=S.pt_name(rng.choice(["full", "full_mid", "formal_mixed"])), dob=S.d(pt.dob))
    d.line("{a}", a=S.pt_addr())
    d.line("{nid}   Hospital number: {m}", nid=S.natid_seg(), m=("MRN", pt.mrn))
    d.line()
    d.line("Diagnosis: " + dx["name"])
    d.line("Plan:")
    for x in K.pick(rng, dx["plan"], rng.randrange(1, len(dx["plan"]) + 1)):
        d.line("  - " + x)
    d.line("  - Review in clinic on {dt}", dt=S.d(S.days(rng.randrange(14, 120))))
    d.line()
    who = ["accompanied by ", S.kin_seg()] if rng.random() < 0.6 else rng.choice(["who attended alone", "seen alone"])
    d.line("I saw {t} {l} in the HPB clinic today, {w}. {He} is {a} and was referred by {r}. "
           "Key history: {hx}.", t=pt.title_p, l=("PATIENT", pt.last), w=who, He="He" if pt.sex == "M" else "She",
           a=[("AGE", str(pt.age)), rng.choice([" years old", " years of age"])],
           r=[P.staff_ref(S.gp, rng, "title_last")] if rng.random() < 0.5 else ["the team at ", ("HOSPITAL", S.ref_hosp)],
           hx=rng.choice(dx["hx"]))
    d.line()
    d.line("{img}", img=" ".join(K.pick(rng, dx["img"], min(2, len(dx["img"])))))
    d.line()
    com = K.pick(rng, K.COMORB, rng.randrange(1, 4))
    d.t("Past history includes " + ", ".join(com) + ". " + rng.choice(["Previous appendicectomy in ", "Laparoscopic hernia repair in ",
                                                                    "Hysterectomy in ", "TURP in "]))
    d.p("DATE", str(S.date.year - rng.randrange(3, 30)))
    d.t(". Allergies: " + rng.choice(K.ALLERGIES) + ".\n")
    meds = K.pick(rng, K.MEDS, rng.randrange(2, 6))
    d.line("Medication: " + "; ".join(meds) + ".")
    d.line()
    CM.social(d, S, rng)
    d.t("\n\n")
    d.line("On examination {t} {l} was {j}. BMI {bmi}. {neg}",
           t=pt.title_p, l=("PATIENT", pt.last), j=rng.choice(["jaundiced", "not jaundiced", "comfortable", "thin and cachectic"]),
           bmi="%.1f" % rng.uniform(18.5, 38), neg=" ".join(K.negs(rng, 2, "exam")))
    d.line()
    d.line("We discussed {op}, including the risks of bleeding, infection, bile leak, pancreatic fistula, "
           "delayed gastric emptying and a mortality in the region of {m}%. {He} would like to proceed"
           "{x}.", op=dx["op"], m=rng.choice(["1", "2", "3-5", "< 1"]), He="He" if pt.sex == "M" else "She",
           x=rng.choice(["", " and has been listed", [" after discussing it with ", ("FAMILY", pt.kin.first)]]))
    if rng.random() < 0.4:
        d.line("Written information was given and {t} {l} can contact our CNS {c} on {p}.", t=pt.title_p,
               l=("PATIENT", pt.last), c=("DOCTOR", P.make_staff(rng, S.cc, "nurse").full), p=("PHONE", C.phone(rng, S.cc, "ext")))
    if rng.random() < 0.3:
        d.line("Further information is available at {u}.", u=("URL", CM.portal_url(rng)))
    d.line()
    CM.signature(d, S, rng, cons, rng.choice(["Consultant HPB Surgeon", "Consultant Hepatobiliary and Pancreatic Surgeon",
                                              "Consultant Surgeon", "Associate Professor of Surgery"]),
                 lic=rng.random() < 0.7)
    CM.cc_block(d, S, rng)
    CM.typed_by(d, S, rng, cons)


def ercp_report(rng, d, S):
    pt = S.pt
    key = rng.choice(ERCP_DX)
    dx = K.DX[key]
    endo = P.make_staff(rng, S.cc, "doctor")
    assist = P.make_staff(rng, S.cc, "doctor")
    n1 = P.make_staff(rng, S.cc, "nurse")
    n2 = P.make_staff(rng, S.cc, "nurse")
    anaes = P.make_staff(rng, S.cc, "doctor")
    d.line("{h} - {u}", h=("HOSPITAL", S.hosp), u=rng.choice(["Endoscopy Unit", "Digestive Diseases Unit", "GI Endoscopy Suite"]))
    d.line(rng.choice(["ERCP REPORT", "Endoscopic Retrograde Cholangiopancreatography Report", "ERCP Procedure Record"]))
    d.line()
    st, en = rng.randrange(8, 17), rng.randrange(10, 59)
    d.line("Date: {dt}   Room: {r}   Start {a}  Finish {b}", dt=S.d(S.date), r=("LOCATION_OTHER", str(rng.randrange(1, 8))),
           a="%02d:%02d" % (st, en), b="%02d:%02d" % (st + 1, rng.randrange(0, 59)))
    CM.banner(d, S, rng, with_addr=False)
    d.line("Patient location: {w}", w=CM.ward_loc(S, rng) if rng.random() < 0.7 else "Day case")
    d.line("Referrer: {r}", r=P.staff_ref(S.consultant, rng))
    d.line("Endoscopist: {e}   Trainee: {a}", e=P.staff_ref(endo, rng), a=P.staff_ref(assist, rng, "full"))
    d.line("Nurses: {a}, {b}", a=("DOCTOR", n1.full), b=("DOCTOR", n2.first + " " + n2.last[0]))
    d.line("Instrument: therapeutic duodenoscope, serial no. {s}", s=("DEVICE", C.letters(rng, 1) + C.digits(rng, 7)))
    d.line()
    d.line("Indication: {i}", i=dx["name"] + "; " + rng.choice(dx["hx"]))
    d.line("Consent: written ({c}); risks explained incl. post-ERCP pancreatitis (3-5%), bleeding, perforation, "
           "cholangitis, failure.", c=rng.choice(["Form 1", "CF1", "eConsent", "Form 4 (lacks capacity, best interests)"]))
    if rng.random() < 0.5:
        d.line("Sedation: midazolam {m} mg IV, fentanyl {f} mcg IV. Rectal diclofenac 100 mg pre-procedure.",
               m=str(rng.randrange(2, 6)), f=str(rng.choice([50, 75, 100])))
    else:
        d.line("Sedation: propofol GA by {a} (Anaesthesia). PR indometacin 100 mg.", a=P.staff_ref(anaes, rng))
    d.line("ASA {a}. Antibiotics: {ab}. Position: prone.", a=rng.choice(["II", "III", "II", "IV"]),
           ab=rng.choice(["IV gentamicin 120 mg", "IV co-amoxiclav 1.2 g", "ciprofloxacin 750 mg PO", "none"]))
    d.line()
    d.line("FINDINGS:")
    d.line("Oesophagus and stomach: " + rng.choice(["normal", "small hiatus hernia", "mild antral gastritis"]) +
           ". Major papilla: " + rng.choice(["normal", "periampullary diverticulum", "bulging, pus extruding",
                                             "previous sphincterotomy noted"]) + ".")
    if key in ("choledocholithiasis", "cholangitis", "gallstone_pancreatitis", "mirizzi"):
        sz = rng.randrange(6, 18)
        d.line("Deep biliary cannulation with sphincterotome and guidewire after {n} attempts. Cholangiogram: CBD {c} mm "
               "with {k} filling defect(s), largest {s} mm.", n=str(rng.randrange(1, 5)), c=str(rng.randrange(7, 16)),
               k=str(rng.randrange(1, 4)), s=str(sz))
        d.line("THERAPY: {sph} sphincterotomy. Balloon trawl ({b} mm) x {x} with clearance of stones and sludge. "
               "Occlusion cholangiogram: {o}.", sph=rng.choice(["Medium", "Full", "Small"]), b=str(rng.choice([9, 12, 15])),
               x=str(rng.randrange(2, 6)), o=rng.choice(["duct clear", "small residual fragment", "duct clear; cystic duct filled"]))
        if sz > 12 or rng.random() < 0.4:
            d.line("Mechanical lithotripsy required. 10 Fr x {l} cm double-pigtail plastic stent placed (REF {ref}, LOT {lot}).",
                   l=str(rng.choice([5, 7, 9])), ref="G" + C.digits(rng, 5), lot=("DEVICE", C.digits(rng, 6) + C.letters(rng, 1)))
    elif key in ("pdac_head", "hilar_chca"):
        d.line("Tight {s} stricture on cholangiogram. Brushings taken (specimen {sp}).",
               s="distal CBD" if key == "pdac_head" else "hilar", sp=("IDNUM", "CY" + C.digits(rng, 2) + "/" + C.digits(rng, 5)))
        d.line("10 mm x 60 mm fully covered SEMS placed across the stricture, serial {sn}, with good drainage of contrast and bile.",
               sn=("DEVICE", C.letters(rng, 2) + C.digits(rng, 8)))
    elif key == "bile_leak":
        d.line("Contrast extravasation from the cystic duct stump. Biliary sphincterotomy and 10 Fr x 7 cm plastic stent "
               "(LOT {lot}).", lot=("DEVICE", C.digits(rng, 7)))
    else:
        d.line("Pancreatogram: dilated MPD with stones in the head. Pancreatic sphincterotomy and 7 Fr x 5 cm pancreatic stent "
               "(LOT {lot}). Biliary tree normal.", lot=("DEVICE", C.letters(rng, 1) + C.digits(rng, 6)))
    d.line("Fluoroscopy time {ft} min, DAP {dap} Gy.cm2. Images archived to PACS.", ft="%.1f" % rng.uniform(0.8, 12),
           dap="%.1f" % rng.uniform(2, 40))
    d.line()
    if rng.random() < 0.6:
        d.line("Pre-procedure: INR {i}, platelets {p}. WHO safety checklist completed. {n}", i="%.1f" % rng.uniform(0.9, 1.4),
               p=str(rng.randrange(110, 420)), n=rng.choice(["Anticoagulation held 48 h.", "No anticoagulants.",
                                                              "Clopidogrel continued (no sphincterotomy planned).",
                                                              "Pacemaker: not applicable."]))
    d.line("Complications: " + rng.choice(["none", "minor oozing post sphincterotomy, adrenaline 1:10,000 injected",
                                            "transient desaturation, resolved", "none immediate"]))
    d.line("Post-procedure: routine obs; NBM 4 h then light diet; amylase and LFTs in the morning; "
           "IV fluids {f}.", f=rng.choice(["aggressive (Hartmann's 3 mL/kg/h)", "1 L over 8 h", "as per ward"]))
    d.line("{t} {l} {x}", t=pt.title_p, l=("PATIENT", pt.last), x=rng.choice([
        "tolerated the procedure well.", "was comfortable throughout.", "required additional sedation; procedure completed.",
        "recovered in the unit and returned to the ward."]))
    d.line("Plan: " + rng.choice(dx["plan"]) + ".")
    if rng.random() < 0.5:
        d.line("Stent review / removal ERCP booked for {dt}.", dt=S.d(S.days(rng.randrange(42, 90))))
    if rng.random() < 0.5:
        d.line("Result discussed with the patient's {r} {k} by phone ({p}) as requested.", r=S.pt.kin.rel,
               k=("FAMILY", S.pt.kin.first), p=("PHONE", S.pt.kin.phone))
    if rng.random() < 0.4:
        d.line("Histology/cytology to {c} for the HPB MDT on {dt}.", c=P.staff_ref(S.consultant, rng),
               dt=S.d(S.days(rng.randrange(5, 15))))
    d.line()
    d.line("Endoscopist: {e}", e=P.staff_ref(endo, rng, "title_full"))
    CM.audit(d, S, rng, endo)

"""Genres 7-12: family history risk, programme letter, seroma clinic, telephone, breast MRI, discharge."""
import pools as P
from common import letterhead, ptblock, signoff, audit, cc, NEG_BITS

RELS = (("mother", "F"), ("sister", "F"), ("maternal aunt", "F"), ("paternal aunt", "F"),
        ("maternal grandmother", "F"), ("paternal grandmother", "F"), ("father", "M"), ("brother", "M"),
        ("cousin (maternal)", "F"), ("daughter", "F"))
CANCERS = ("breast cancer", "bilateral breast cancer", "ovarian cancer", "prostate cancer", "pancreatic cancer",
           "DCIS", "male breast cancer", "bowel cancer")


def family_history(n, g, k):
    c = k.c
    letterhead(n, g, k)
    n.t(g.pick(("FAMILY HISTORY RISK ASSESSMENT\n", "Breast Family History Clinic\n", "Familial Cancer Clinic - risk assessment\n")))
    ptblock(n, g, k)
    n.f("Seen: {d}   Referral: {r} from {gp}\n", d=g.d(k.visit, c), r=g.idnum("ref"), gp=g.titled(k.gp, "DOCTOR", c))
    n.f("Genetics ref: {r}\n\n", r=g.idnum("gen"))
    n.f("Consultand: {nm}, {age} y. Menarche {m}, ", nm=g.full(k.pt, "PATIENT", g.pick(("gs", "gi", "init"))),
        age=g.age(k.age, 0), m=g.age(g.r.randint(10, 15)))
    if g.ch(0.6):
        n.f("first live birth at {a}, ", a=g.age(g.r.randint(18, 38)))
    mp = g.r.randrange(3)
    n.f("{mp}. Ancestry: {anc}.\n", mp=["menopause at ", g.age(g.r.randint(44, 56))] if mp == 0 else
        ["LMP ", g.dshort(g.shift(k.visit, -30, -5), c)] if mp == 1 else "premenopausal",
        anc=g.pick(("White British", "Ashkenazi Jewish (both sides)", "South Asian", "Black Caribbean", "mixed")))
    if g.ch(0.4):
        n.f("Born in {co}, moved to {tw} in {y}. Occupation: {j}.\n", co=(g.pick(P.COUNTRIES), "COUNTRY"),
            tw=(g.town(c), "CITY"), y=g.dpart(g.date(1975, 2015)), j=(k.job, "PROFESSION"))
    n.t("\nPEDIGREE (relative | diagnosis | age at dx | status)\n")
    for _ in range(g.r.randint(3, 6)):
        rel, sx = g.pick(RELS)
        if rel == "daughter" and k.age < 62:
            rel, sx = "sister", "F"
        p = g.person(sx)
        gen_up = rel.split()[-1] in ("mother", "grandmother", "father", "aunt")
        top = k.age - 22 if rel == "daughter" else (85 if gen_up else k.age + 8)
        dx = g.r.randint(28, max(30, top))
        ca = g.pick(("prostate cancer", "male breast cancer", "pancreatic cancer", "bowel cancer") if sx == "M"
                    else ("breast cancer", "breast cancer", "bilateral breast cancer", "ovarian cancer", "DCIS", "bowel cancer"))
        row = [rel + " ", g.full(p, "FAMILY", g.pick(("gs", "g", "gi"))) if g.ch(0.7) else "", " | ",
               ca, " | ", g.age(dx, 0.06), " | "]
        if g.ch(0.45):
            row += ["d. ", g.age(dx + g.r.randint(0, 12)), " (", g.dpart(g.date(1980, 2022)), ")"]
        else:
            row += ["alive, ", g.age(dx + g.r.randint(1, 20) if gen_up else dx + g.r.randint(0, 5), 0)]
        if g.ch(0.15):
            row += [", lives in ", (g.pick(P.COUNTRIES), "COUNTRY")]
        n.v(row)
        n.t("\n")
    n.t("\nRisk models: Tyrer-Cuzick v8 lifetime %.1f%%, 10-yr %.1f%%; CanRisk/BOADICEA lifetime %.1f%%. "
        "Manchester score %d (BRCA1/2 combined). Density VAS %d%%.\n" % (
            g.r.randint(120, 400) / 10, g.r.randint(15, 90) / 10, g.r.randint(100, 450) / 10,
            g.r.randint(8, 30), g.r.randint(10, 60)))
    n.t("Category: %s\n" % g.pick(("moderate risk (NICE CG164)", "high risk", "near-population risk",
                                   "eligible for BRCA1/BRCA2/PALB2 panel (CHEK2, ATM, TP53 excluded)")))
    if g.ch(0.55):
        n.f("Sister's BRCA2 pathogenic variant (c.5946delT) reported by {lab}, report {r} dated {d}.\n",
            lab=(g.pick(P.LABS), "ORGANIZATION"), r=g.idnum("gen"), d=g.d(g.date(2015, 2023), c))
    n.t("Plan: annual mammography from 40 to 49 then programme screening; consider chemoprevention "
        "(anastrozole 1 mg for 5 years if postmenopausal). Cascade letter offered to relatives.\n")
    signoff(n, g, k, g.person(), g.pick(("Genetic Counsellor", "Family History Nurse Specialist", "Consultant Clinical Geneticist")))


def screening_letter(n, g, k):
    c = k.c
    result = g.ch(0.45)
    prog = {"UK": "NHS Breast Screening Programme", "AU": "BreastScreen Australia", "US": "Breast Imaging Services"}[c]
    n.f("{u}\n{prog}\n", u=k.unit, prog=prog)
    n.f("{a}\n", a=g.address(c))
    n.f("Phone {ph}{fx}\n\n", ph=(g.phone(c, 0), "PHONE"), fx=[" | Fax ", (g.phone(c, 0), "FAX")] if g.ch(0.4) else "")
    n.f("{d}\n\n", d=g.d(g.shift(k.visit, -21 if not result else 8, -10 if not result else 15), c, "d B Y" if c != "US" else "B d, Y"))
    n.f("{nm}\n{a}\n\n", nm=[g.pick(("Mrs ", "Ms ", "Miss ", "")) if k.pt["sex"] == "F" else "Mr ", g.full(k.pt, "PATIENT", "gms")],
        a=g.address(c, sep="\n", street=k.street))
    ref = g.account()
    n.f("Our ref: {r}   {idl}{id}\n\n", r=ref, idl="NHS No: " if c == "UK" else "Client ID: ",
        id=k.nhs if c == "UK" else k.mrn)
    n.f("Dear {t},\n\n", t=g.titled(k.pt, "PATIENT", c) if g.ch(0.7) else (k.pt["g"], "PATIENT"))
    if not result:
        n.f("You are invited for breast screening (a mammogram). Your appointment is on {d} at {t}.\n\n",
            d=g.d(k.visit, c, "A d B Y" if c != "US" else "A, B d, Y"), t=g.time())
        if g.ch(0.55):
            n.f("The mobile screening unit ({pl}) is parked at {lm}, {st}, {tw}. ", pl=g.plate(c),
                lm=(g.pick(P.LANDMARKS), "LOCATION_OTHER"), st=(g.street(c), "STREET"), tw=(g.town(c), "CITY"))
        else:
            n.f("Please attend {h}, {a}. ", h=k.unit, a=g.address(c))
        n.t("Screening takes about 30 minutes. Please do not use talc or spray deodorant on the day. "
            "Women aged 50 to 71 are invited every 3 years.\n\n" if c == "UK" else
            "BreastScreen invites women aged 50-74 every 2 years; women 40-49 and over 75 are welcome.\n\n" if c == "AU"
            else "Your insurer may require a referral; screening is recommended every 1-2 years from age 40.\n\n")
        n.f("To change your appointment, call {ph} (Mon-Fri 08:30-17:00), email {em} or go to {u}.\n",
            ph=(g.phone(c, 0.2), "PHONE"), em=g.email(), u=g.url())
    else:
        normal = g.ch(0.75)
        n.f("Thank you for attending breast screening on {d}. ", d=g.d(k.visit, c))
        if normal:
            n.f("I am pleased to tell you that your mammogram showed no sign of cancer. You will be invited again in {y}. "
                "Mammograms do not find every cancer; if you notice changes please see your GP, {gp}.\n",
                y=g.dpart(g.shift(k.visit, 700, 1100)) if g.ch(0.6) else ("about " + ("2" if c == "AU" else "3") + " years"),
                gp=g.titled(k.gp, "DOCTOR", c))
        else:
            n.f("Your X-rays need some further tests. This happens to about 4 in every 100 women and most are not "
                "cancer. An appointment has been made for you on {d} at {t} at {h}.\n", d=g.d(g.shift(k.visit, 17, 30), c),
                t=g.time(), h=k.unit)
            if g.ch(0.5):
                n.f("A breast care nurse, {cns}, can be contacted on {ph}.\n", cns=g.full(k.cns, "DOCTOR", "gs"),
                    ph=(g.phone(c, 0.3), "PHONE"))
    if g.ch(0.3):
        n.f("If you need help with parking, please give your vehicle registration when you call.\n")
    signoff(n, g, k, g.person(), g.pick(("Programme Manager", "Director of Breast Screening", "Screening Office Manager",
                                         "Breast Imaging Coordinator")), letter=True)
    if g.ch(0.5):
        n.f("\ncopy: {gp}, {pr}\n", gp=g.titled(k.gp, "DOCTOR", c), pr=k.practice)


def seroma_clinic(n, g, k):
    c = k.c
    op = g.shift(k.visit, -20, -8)
    n.t(g.pick(("SEROMA / WOUND CLINIC - nurse-led\n", "Breast Care Nurse Seroma Clinic\n", "Post-op wound & seroma review\n")))
    n.f("Location: {h}, {ward}, room {rm}\n", h=k.hosp, ward=(g.pick(P.WARDS), "HOSPITAL"),
        rm=(str(g.r.randint(1, 20)), "LOCATION_OTHER"))
    ptblock(n, g, k, full=False)
    n.f("Date: {d} {t}\n", d=g.d(k.visit, c), t=g.time())
    n.f("Surgery: {side} mastectomy + ANC on {d} ({s}). Drain removed {d2}.\n", side=k.side,
        d=g.d(op, c, g.pick(("dm", "d b Y", "dd/mm/Y") if c != "US" else ("md", "%m/%d/%Y"))),
        s=g.titled(k.surg, "DOCTOR", c, True), d2=g.dshort(g.shift(op, 5, 8), c))
    vol = g.r.randint(40, 420)
    n.t("Day %d post-op. Obs: T %.1f, HR %d, BP %d/%d, RR %d. Pain %d/10.\n" % (
        (k.visit - op).days, g.r.randint(362, 378) / 10, g.r.randint(60, 104), g.r.randint(100, 150),
        g.r.randint(60, 92), g.r.randint(12, 20), g.r.randint(0, 6)))
    n.t("Fluctuant swelling over flap. Aspirated %d ml straw-coloured fluid under aseptic technique with 19G needle "
        "(aspiration no. %d). No erythema. Wound healing well, steri-strips removed.\n" % (vol, g.r.randint(1, 5)))
    if g.ch(0.4):
        n.t("Swab sent: MC&S. Commenced flucloxacillin 500 mg QDS x 7/7.\n")
    if g.ch(0.5):
        n.f("Pt reports {rel} {nm} has been helping with dressings; pt off work ({j}) until {d}.\n",
            rel=g.pick(("daughter", "husband", "neighbour", "son")), nm=g.full(k.daughter, "FAMILY", g.pick(("g", "gs"))),
            j=(k.job, "PROFESSION"), d=g.dshort(g.shift(k.visit, 14, 40), c))
    n.f("Plan: review {d}{rm}. Arm exercises leaflet given. Lymphoedema advice. Histology clinic {d2} with {s}.\n",
        d=g.dshort(g.shift(k.visit, 5, 9), c), rm=[" bay ", (str(g.r.randint(1, 6)), "LOCATION_OTHER")] if g.ch(0.3) else "",
        d2=g.d(g.shift(k.visit, 3, 14), c), s=g.titled(k.surg, "DOCTOR", c, True))
    n.f("Contact breast care nurses {ph} or out of hours {ph2}.\n", ph=(g.phone(c, 0.3), "PHONE"), ph2=(g.phone(c), "PHONE"))
    n.f("\n{nm}{cr}\n", nm=g.full(k.cns, "DOCTOR", g.pick(("gs", "gi", "ig"))),
        cr=g.pick((", Breast CNS", " RN", " (Clinical Nurse Specialist)", ", BCN")))
    if g.ch(0.4):
        audit(n, g, k)


def telephone(n, g, k):
    c = k.c
    who_fam = g.ch(0.4)
    nurse = k.cns
    n.t(g.pick(("TELEPHONE ENCOUNTER\n", "Telephone consultation note\n", "Phone call - breast care\n", "TEL NOTE\n")))
    ptblock(n, g, k, full=False)
    n.f("{d} {t} | {dir} | Duration {m} min\n", d=g.d(k.visit, c), t=g.time(),
        dir=g.pick(("incoming", "outgoing", "returned call")), m=str(g.r.randint(3, 25)))
    if who_fam:
        rel = g.pick(("daughter", "son", "husband", "carer", "niece"))
        n.f("Call from {rel} {nm} on {ph} (consent to share on file).\n", rel=rel,
            nm=g.full(k.daughter, "FAMILY", g.pick(("gs", "g"))), ph=(g.phone(c, 0), "PHONE"))
    else:
        n.f("Spoke to patient on {ph}.\n", ph=(k.phone, "PHONE"))
    n.f("ID check: name, DOB {dob} and postcode confirmed", dob=g.d(k.dob, c))
    if g.ch(0.55):
        n.f("; voice biometric match ({b})", b=g.bioid())
    n.t(".\n\n")
    topic = g.r.randrange(4)
    if topic == 0:
        n.f("Results given: core biopsy {s} B2 fibroadenoma, benign. Discharged back to screening. {t} very relieved.\n",
            s=g.idnum("spec"), t=g.titled(k.pt, "PATIENT", c))
    elif topic == 1:
        n.t("C/o swelling under arm since drain removal, approx 'size of an orange'. Afebrile, no redness. "
            "Advised seroma likely.\n")
        n.f("Booked seroma clinic {d} {t}.\n", d=g.dshort(g.shift(k.visit, 1, 3), c), t=g.time())
    elif topic == 2:
        n.f("Wishes to rearrange surgery from {d1} as {rel}'s wedding on {d2}. Discussed with {s}; new date {d3}.\n",
            d1=g.d(g.shift(k.visit, 5, 15), c), rel=g.pick(("daughter", "son", "niece")),
            d2=g.dshort(g.shift(k.visit, 10, 20), c), s=g.titled(k.surg, "DOCTOR", c, True), d3=g.d(g.shift(k.visit, 20, 40), c))
    else:
        n.t("Side effects on letrozole 2.5 mg: arthralgia, hot flushes. Advised paracetamol, exercise; "
            "if persists consider switch to exemestane 25 mg. Bone density (DEXA) T-score -1.8 last year.\n")
    n.t(g.pick(("Safety-netting advice given: red flags (fever >38, spreading redness, rapid swelling) - attend ED. ",
                "Reassured. Knows how to contact team. ", "Questions answered; written info to follow by post. ")))
    n.t(g.pick(("No meds changes. ", "Continues " + g.pick(("tamoxifen 20 mg", "letrozole 2.5 mg", "anastrozole 1 mg")) + " od. ",
                "Aware next mammogram due in 12 months. ")))
    if g.ch(0.5):
        n.f("Next contact: {d} ({how}).\n", d=g.dshort(g.shift(k.visit, 2, 30), c),
            how=g.pick(("clinic", "phone review", "results appt", "video call")) )
    else:
        n.t("\n")
    if g.ch(0.35):
        n.f("Patient transport booked, ref {r}; driver to collect from {a} (vehicle {pl}).\n", r=g.account(),
            a=[(k.street, "STREET")], pl=g.plate(c))
    if g.ch(0.3):
        n.f("Email copy of leaflet sent to {em} at pt request.\n", em=g.email(k.pt))
    n.f("\n{nm}{cr}", nm=g.full(nurse, "DOCTOR", g.pick(("gs", "gi", "SG"))), cr=g.pick((", Breast CNS", " RN", "")))
    n.f(" | logged by {u}{ip}\n", u=g.username(nurse), ip=[" from ", g.ip()] if g.ch(0.5) else "")


def mri_report(n, g, k):
    c = k.c
    letterhead(n, g, k)
    n.t(g.pick(("MRI BREASTS BILATERAL WITH AND WITHOUT CONTRAST\n", "BREAST MRI REPORT\n", "MR Breast (DCE)\n")))
    ptblock(n, g, k, full=g.ch(0.3))
    n.f("Exam: {d} {t}   Accession: {a}   Scanner: 3T ({dv})\n", d=g.d(k.visit, c), t=g.time(), a=g.idnum("acc"),
        dv=g.device())
    n.f("Referrer: {r}\n\n", r=g.titled(k.surg, "DOCTOR", c, True))
    n.t("INDICATION: %s\n" % g.pick(("Extent of disease, newly diagnosed ILC.", "High-risk screening (BRCA1 carrier), annual.",
                                     "Implant integrity - ? rupture.", "Response assessment after 4 cycles NACT.",
                                     "Occult primary, axillary nodal metastasis.")))
    n.t("TECHNIQUE: Axial T1, STIR, DWI (b 800), DCE with gadobutrol 0.1 mmol/kg (%.1f ml), subtractions and MIP. "
        "Day %d of cycle.\n" % (g.r.randint(50, 95) / 10, g.r.randint(5, 14)))
    prior = g.shift(k.visit, -400, -300)
    n.f("COMPARISON: MRI {d}, mammogram {d2}.\n", d=g.d(prior, c), d2=g.dpart(g.shift(k.visit, -60, -10)))
    n.t("FINDINGS: Fibroglandular tissue: %s. BPE: %s.\n" % (g.pick(("b - scattered", "c - heterogeneous", "d - extreme")),
                                                             g.pick(("minimal", "mild", "moderate"))))
    n.t("%s breast %d o'clock: %d mm irregular enhancing mass, washout (type III) kinetics, ADC %.2f x10-3 mm2/s.\n" % (
        k.side.capitalize(), k.clock, g.r.randint(6, 40), g.r.randint(70, 140) / 100))
    if g.ch(0.4):
        n.f("Implants: subpectoral silicone, serials on file {a} / {b}; intracapsular rupture {x}.\n",
            a=g.device(), b=g.device(), x=g.pick(("excluded", "suspected R (linguine sign)")))
    n.t("Axillae: no abnormal nodes. Incidental liver cyst 8 mm.\n")
    n.t("IMPRESSION: BI-RADS %s. %s\n" % (g.pick(("2", "3", "4", "5", "6")),
                                          g.pick(("Recommend second-look US.", "MRI-guided biopsy advised.",
                                                  "Short-interval follow-up 6 months.", "Known malignancy; unifocal."))))
    if g.ch(0.5):
        n.f("Findings phoned to {d} ({ph}) at {t}.\n", d=g.titled(k.surg, "DOCTOR", c, True), ph=["bleep ", (g.num(4), "PHONE")] if c == "UK" and g.ch(0.5) else (g.phone(c, 0.5), "PHONE"),
            t=g.time())
    signoff(n, g, k, k.rad, g.pick(("Consultant Radiologist", "Breast Radiologist", "Radiology Fellow")))
    if g.ch(0.4):
        audit(n, g, k)


def discharge(n, g, k):
    c = k.c
    adm = g.shift(k.visit, -3, 0)
    n.f("{h}\n", h=k.hosp)
    n.t(g.pick(("DISCHARGE SUMMARY\n", "Day Surgery Discharge Letter\n", "Inpatient Discharge Summary - Breast Surgery\n")))
    ptblock(n, g, k)
    n.f("Admitted: {a}   Discharged: {d}   Ward: {w}, bed {b}\n", a=g.d(adm, c), d=g.d(k.visit, c),
        w=(g.pick(P.WARDS), "HOSPITAL"), b=(str(g.r.randint(1, 28)), "LOCATION_OTHER"))
    n.f("Consultant: {s}   Encounter: {e}\n", s=g.titled(k.surg, "DOCTOR", c, True), e=g.account())
    n.t("Procedure: %s\n" % g.pick(("R mastectomy + immediate implant reconstruction", "L WLE + SLNB",
                                    "Bilateral reduction mammoplasty", "Washout of haematoma, return to theatre",
                                    "Excision of gynaecomastia (bilateral)")))
    if g.ch(0.5):
        n.f("Implant/ADM: {m}, SN {dv}.\n", m=g.pick(("Motiva Ergonomix 375cc", "Mentor CPG 322", "SurgiMend ADM 8x16")),
            dv=g.device())
    n.t("Course: uneventful. Drain output %d ml in last 24h. %s\n" % (g.r.randint(10, 90), g.pick(NEG_BITS)))
    n.t("TTO: co-codamol 30/500 x 28, omeprazole 20 mg OD x 14, enoxaparin 40 mg SC x 7.\n")
    if g.ch(0.5):
        n.f("Checked by pharmacist {p} at {t}.\n", p=g.full(g.person(), "DOCTOR", g.pick(("gs", "ig"))), t=g.time())
    n.f("Follow-up: wound check {d1}; results clinic {d2} {t}.\n", d1=g.dshort(g.shift(k.visit, 7, 10), c),
        d2=g.d(g.shift(k.visit, 10, 18), c), t=g.time())
    if g.ch(0.4):
        n.f("Going home to {a} with {rel} {nm}. Parking permit issued for {pl}.\n", a=[(k.street, "STREET")],
            rel=g.pick(("husband", "partner", "daughter")), nm=g.full(k.partner, "FAMILY", "gs"), pl=g.plate(c))
    if g.ch(0.3):
        n.f("Fit note: off work as {j} for 4 weeks.\n", j=(k.job, "PROFESSION"))
    n.f("Ward phone {ph}.\n", ph=(g.phone(c, 0.3), "PHONE"))
    signoff(n, g, k, g.person(), g.pick(("FY2 Breast Surgery", "Surgical Registrar", "Resident Medical Officer", "PGY-2 resident")))
    cc(n, g, k)

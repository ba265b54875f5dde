"""Genres 1-6: screening report, recall assessment, core biopsy, MDT, consent/op note, reconstruction."""
import pools as P
from common import letterhead, ptblock, signoff, audit, cc, NEG_BITS

DENS = ("A", "B", "C", "D")
FIND_N = ("No suspicious mass, architectural distortion or malignant-type microcalcification.",
          "Stable benign-appearing calcifications bilaterally. Scattered fibroglandular tissue.",
          "Bilateral intramammary lymph nodes, unchanged. No new finding.",
          "Post-surgical change at the lumpectomy site, stable. No evidence of recurrence.",
          "Breasts are heterogeneously dense, which may obscure small masses.")
FIND_R = ("New {sz} mm spiculated mass {side} breast {cl} o'clock, {fn} cm FN.",
          "Cluster of fine pleomorphic microcalcification {side} UOQ, extent {sz} mm.",
          "Architectural distortion {side} breast on CC view only, ? real. Tomo slice 34/61.",
          "Developing asymmetry {side} breast, {cl} o'clock position; not present on prior.")


def _finding(g, k, recall):
    t = g.pick(FIND_R if recall else FIND_N)
    return t.format(sz=g.r.randint(5, 28), side=k.side, cl=k.clock, fn=g.r.randint(1, 9))


def screening_report(n, g, k):
    c = k.c
    prior = g.shift(k.visit, -1200, -700) if c != "US" else g.shift(k.visit, -420, -330)
    recall = g.ch(0.35)
    if c == "US":
        letterhead(n, g, k)
        n.t(g.pick(("SCREENING DIGITAL MAMMOGRAM BILATERAL WITH TOMOSYNTHESIS\n",
                    "MAMMO SCREENING BILAT W/ CAD\n", "3D SCREENING MAMMOGRAM\n")))
        ptblock(n, g, k)
        n.f("Accession #: {a}   Exam date: {d} {t}\n", a=g.idnum("acc"), d=g.d(k.visit, c), t=g.time())
        n.f("Ordering: {o}\n\nCLINICAL HISTORY: {age}-year-old {sx} presenting for annual screening. ",
            o=g.titled(k.gp, "DOCTOR", c), age=g.age(k.age, 0.08),
            sx="female" if k.pt["sex"] == "F" else "male")
        if g.ch(0.5):
            rel = g.pick(("Mother", "Sister", "Maternal aunt", "Paternal grandmother"))
            n.f("{rel} with breast cancer at age {a}. ", rel=rel, a=g.age(g.r.randint(34, 79)))
        n.f("\nCOMPARISON: {d1}, {d2} ({h}).\n", d1=g.d(prior, c), d2=g.d(g.shift(prior, -400, -330), c),
            h=g.hospital(c))
        n.f("TECHNIQUE: Standard CC and MLO views with DBT. CAD applied. Unit S/N {dv}.\n",
            dv=g.device())
        n.f("BREAST DENSITY: ACR category {dd}.\nFINDINGS: {f}\n", dd=g.pick(DENS), f=_finding(g, k, recall))
        n.t("IMPRESSION: BI-RADS %s. %s\n" % (("0 - incomplete, additional imaging recommended" if recall
                                              else g.pick(("1 - negative", "2 - benign"))),
                                             "Recommend diagnostic work-up." if recall else
                                             "Routine annual screening mammogram in 12 months."))
        if g.ch(0.4):
            n.f("Patient notified via {u} on {d}.\n", u=g.url(), d=g.d(g.shift(k.visit, 1, 4), c))
        signoff(n, g, k, k.rad, "Breast Imaging Radiologist")
    else:
        n.t(g.pick(("BREAST SCREENING EPISODE - FILM READING\n", "SCREENING MAMMOGRAPHY REPORT\n",
                    "BreastScreen client record - reading summary\n" if c == "AU" else "NHSBSP screening episode\n")))
        ptblock(n, g, k, full=g.ch(0.5))
        rnd = g.r.randint(1, 8)
        site = g.ch(0.5)
        n.f("Episode: {ep}   Round {r} ({inc})\n", ep=g.account(), r=str(rnd), inc="prevalent" if rnd == 1 else "incident")
        if site:
            n.f("Screened at: mobile unit {pl}, {lm}, {tw}\n", pl=g.plate(c), lm=(g.pick(P.LANDMARKS), "LOCATION_OTHER"),
                tw=(g.town(c), "CITY"))
        else:
            n.f("Screened at: {u}\n", u=k.unit)
        n.f("Date screened: {d} {t}   Mammographer: {m} ({lic})\n", d=g.d(k.visit, c), t=g.time(),
            m=g.full(k.radiog, "DOCTOR", g.pick(("gs", "ig", "init"))), lic=g.license("UK" if c == "UK" else c))
        n.f("Views: RCC LCC RMLO LMLO{x}.  Equipment: {eq} serial {dv}\n",
            x=g.pick(("", " + LCC repeat (motion)", ", Eklund views x2 (implants)", "")),
            eq=g.pick(("Selenia Dimensions", "Senographe Pristina", "MAMMOMAT Revelation", "Amulet Innovality")),
            dv=g.device())
        n.f("Previous screen: {d} at {h} - normal.\n", d=g.dpart(prior) if g.ch(0.5) else g.d(prior, c),
            h=k.unit if g.ch(0.5) else g.hospital(c, "screen"))
        n.t("Symptoms reported at screening: %s\n" % g.pick(("none", "none", "mild L mastalgia",
                                                             "nipple inversion R - longstanding", "scar from 2009 excision")))
        if g.ch(0.25):
            n.t(g.pick(NEG_BITS) + "\n")
        n.t("\nREADER | OPINION | DENSITY\n")
        n.f("R1 {a} | {o} | VAS {v}%\n", a=g.full(k.rad, "DOCTOR", g.pick(("init", "gi", "ig"))),
            o="recall" if recall else "normal", v=g.r.randint(10, 70))
        n.f("R2 {a} | {o} | VAS {v}%\n", a=g.full(k.rad2, "DOCTOR", g.pick(("init", "gi", "ig"))),
            o="recall" if recall or g.ch(0.1) else "normal", v=g.r.randint(10, 70))
        if recall:
            n.f("\nFindings: {f}\nArbitration/consensus {d}: recall to assessment clinic at {h}.\n",
                f=_finding(g, k, True), d=g.dshort(g.shift(k.visit, 2, 6), c), h=k.unit)
            n.f("Assessment appt: {d} {t}, clinic room {rm}.\n", d=g.d(g.shift(k.visit, 7, 20), c),
                t=g.time(), rm=(str(g.r.randint(1, 12)) + g.pick(("", "A", "B")), "LOCATION_OTHER"))
        else:
            n.t("\nOutcome: Normal - routine recall in %s.\n" % ("2 years" if c == "AU" else "3 years"))
        if g.ch(0.5):
            audit(n, g, k)


def recall_assessment(n, g, k):
    c = k.c
    letterhead(n, g, k)
    n.t(g.pick(("RECALL ASSESSMENT CLINIC\n", "Breast Assessment Clinic - clinical note\n",
                "DIAGNOSTIC BREAST CLINIC NOTE\n")))
    ptblock(n, g, k)
    n.f("Clinic date: {d}   Seen by: {doc}   CNS: {cns}\n", d=g.d(k.visit, c), doc=g.titled(k.rad, "DOCTOR", c),
        cns=g.full(k.cns, "DOCTOR", g.pick(("gs", "gi", "sg"))))
    n.f("Recalled from screening on {d} (R1/R2 concordant).\n\n", d=g.d(g.shift(k.visit, -21, -7), c))
    n.f("HISTORY: {age}{yo} {occ} No palpable lump noticed. {neg} ",
        age=g.age(k.age), yo=g.pick((" yo", "yo", "-year-old", " y/o", "F")), occ=g.pick(("-", "Postmenopausal.", "Perimenopausal.")),
        neg=g.pick(NEG_BITS))
    if g.ch(0.6):
        n.f("Works as a {j}{at}. ", j=(k.job, "PROFESSION"), at=[" at ", g.org()] if g.ch(0.4) else "")
    if g.ch(0.5):
        rel = g.pick(("Mum", "Sister", "Aunt (maternal)", "Cousin"))
        n.f("FHx: {r} breast ca aged {a}. ", r=rel, a=g.age(g.r.randint(32, 80)))
    n.t("\nEXAM: Breasts symmetrical. %s No axillary LN palpable.\n" % g.pick(
        ("Vague thickening %s %d o'clock." % (k.side, k.clock), "No discrete mass.", "Normal skin and nipples.")))
    n.f("IMAGING: Tomo/spot compression: persistent finding. US {side} breast {cl} o'clock {fn} cm FN: "
        "{a} x {b} x {cc} mm hypoechoic irregular lesion, U{u}. Axilla U{ax}.\nOverall M{m}/U{u}.\n",
        side=k.side, cl=str(k.clock), fn=str(g.r.randint(1, 8)), a=str(g.r.randint(5, 25)), b=str(g.r.randint(4, 20)),
        cc=str(g.r.randint(4, 18)), u=str(g.r.randint(3, 5)), ax=str(g.r.choice((1, 1, 2))), m=str(g.r.randint(3, 5)))
    spec = g.idnum("spec")
    n.f("PROCEDURE: US-guided 14G core biopsy x{x}, LA 1% lidocaine 5 ml. Specimen {s}. "
        "Marker clip placed ({clip} {dv}). Post-clip mammo: clip within 3 mm of target.\n",
        x=str(g.r.randint(2, 5)), s=spec, clip=g.pick(("HydroMARK", "UltraClip", "Tumark", "SenoMark")), dv=g.device())
    if g.ch(0.6):
        rel = g.pick(("husband", "partner", "daughter", "friend", "sister"))
        per = k.daughter if rel in ("daughter", "sister", "friend") else k.partner
        n.f("Accompanied by {r} {nm}, who drove her home{pl}.\n", r=rel, nm=g.full(per, "FAMILY", g.pick(("gs", "gs", "gi"))),
            pl=[" (car reg ", g.plate(c), " - parking fee waived)"] if g.ch(0.3) else "")
    n.f("PLAN: Results clinic {d} {t} with {s}. CNS contact {ph}.\n",
        d=g.d(g.shift(k.visit, 5, 12), c, g.pick(("A d B Y", "a d/m/y") if c != "US" else ("a m/d/Y", "A, B d, Y"))),
        t=g.time(), s=g.titled(k.surg, "DOCTOR", c, True), ph=(g.phone(c, 0.3), "PHONE"))
    signoff(n, g, k, k.rad, g.pick(("Consultant Radiologist", "Consultant Radiographer", "Breast Physician")))
    if g.ch(0.5):
        cc(n, g, k)


def core_biopsy(n, g, k):
    c = k.c
    n.f("{h} - {dep}\n", h=k.hosp, dep=g.pick(("Cellular Pathology", "Histopathology", "Anatomical Pathology",
                                              "Department of Pathology")))
    if g.ch(0.6):
        n.f("{a}  Tel {ph}  Fax {fx}\n", a=g.address(c), ph=(g.phone(c, 0.2), "PHONE"), fx=(g.phone(c), "FAX"))
    n.t("\nSURGICAL PATHOLOGY REPORT\n")
    ptblock(n, g, k, full=False)
    recv = g.shift(k.visit, 0, 1)
    n.f("Lab No: {l}    Received: {r}    Reported: {rp}\n", l=g.idnum("spec"), r=g.d(recv, c),
        rp=g.d(g.shift(recv, 2, 6), c))
    n.f("Requested by: {s} ({loc})\n", s=g.titled(k.rad, "DOCTOR", c), loc=k.unit)
    n.f("Clinical details: {side} breast {cl} o'clock, {sz} mm U5 mass. ?carcinoma. Clip placed.\n\n",
        side=k.side.upper()[0], cl=str(k.clock), sz=str(g.r.randint(6, 30)))
    n.t("MACROSCOPY: %d cores of pale tissue, 14G, up to %d mm. All embedded (A1-A%d).\n" % (
        g.r.randint(2, 6), g.r.randint(8, 20), g.r.randint(1, 3)))
    grade = g.r.randint(1, 3)
    typ = g.pick(("invasive carcinoma of no special type (NST)", "invasive lobular carcinoma",
                  "ductal carcinoma in situ, high nuclear grade", "fibroadenoma", "benign breast tissue with columnar cell change",
                  "atypical ductal hyperplasia", "papillary lesion"))
    bcode = {"fibroadenoma": "B2", "benign breast tissue with columnar cell change": "B2",
             "atypical ductal hyperplasia": "B3", "papillary lesion": "B3"}.get(typ, "B5b" if "invasive" in typ else "B5a")
    n.t("MICROSCOPY: Sections show %s. %s\n" % (typ, "Nottingham grade %d (T%d P%d M%d). LVI not seen." % (
        grade, g.r.randint(2, 3), g.r.randint(2, 3), g.r.randint(1, 3)) if "invasive" in typ else "No invasion seen."))
    if "invasive" in typ:
        n.t("RECEPTORS: ER Allred %d/8, PR Allred %d/8, HER2 IHC %s. Ki-67 %d%%.\n" % (
            g.r.randint(0, 8), g.r.randint(0, 8), g.pick(("0", "1+", "2+ (ISH to follow)", "3+")), g.r.randint(5, 60)))
    n.f("\nCONCLUSION: {side} breast core: {typ}. {b}.\n", side=k.side.capitalize(), typ=typ, b=bcode)
    if g.ch(0.5):
        n.f("Discussed with {d} by phone {dd}.\n", d=g.titled(k.surg, "DOCTOR", c, True), dd=g.dshort(g.shift(recv, 3, 6), c))
    if g.ch(0.3):
        n.f("HER2 ISH sent to {lab}, ref {r}.\n", lab=(g.pick(P.LABS), "ORGANIZATION"), r=g.idnum("order"))
    signoff(n, g, k, k.path, g.pick(("Consultant Histopathologist", "Pathologist", "Anatomical Pathologist")),
            g.shift(recv, 2, 6))
    if g.ch(0.4):
        n.f("Authorised: {u} {d} {t}\n", u=g.username(k.path), d=g.d(g.shift(recv, 3, 7), c, "Y-m-d"), t=g.time())


def mdt_outcome(n, g, k):
    c = k.c
    n.f("{h}\nBREAST MDT OUTCOME FORM\n", h=k.hosp)
    n.f("Meeting: {d}   MDT ref: {r}\n", d=g.d(k.visit, c, g.pick(("A d B Y", "dd/mm/Y") if c != "US" else ("A, B d, Y", "%m/%d/%Y"))),
        r=g.idnum("mdt"))
    ptblock(n, g, k, full=False)
    n.t("Present: ")
    roles = ("Cons Surgeon", "Cons Radiologist", "Pathologist", "Oncologist", "CNS", "MDT coordinator", "Plastics")
    ppl = [(k.surg, roles[0]), (k.rad, roles[1]), (k.path, roles[2]), (g.person(), roles[3]), (k.cns, roles[4])]
    for _ in range(g.r.randint(0, 3)):
        ppl.append((g.person(), g.pick(roles[3:])))
    for i, (p, r) in enumerate(ppl):
        n.f("{nm} ({r})", nm=g.full(p, "DOCTOR", g.pick(("gs", "ig", "gi", "gs"))), r=r)
        n.t(", " if i < len(ppl) - 1 else "\n\n")
    n.f("Summary: {age}{sx}, screen-detected {side} breast lesion. Core {spec} ({d}): ", age=g.age(k.age), sx=g.pick(("F", " F", "yo female", " year old woman")),
        side=k.side, spec=g.idnum("spec"), d=g.d(g.shift(k.visit, -10, -4), c))
    n.t(g.pick(("grade 2 IDC NST, ER+ HER2-. ", "grade 3 NST, triple negative. ", "ILC grade 2, ER 8/8, HER2 1+. ",
                "high-grade DCIS, 28 mm on MRI. ", "B3 papilloma without atypia. ")))
    n.t("Staging: cT%dN%dM0. MRI: %s\n" % (g.r.randint(1, 3), g.r.choice((0, 0, 1)),
                                           g.pick(("unifocal", "no additional disease", "additional 6 mm enhancing focus, ?satellite"))))
    n.t("Outcome: %s\n" % g.pick(("WLE + SLNB with Magseed localisation.", "Mastectomy + SLNB, offer IBR.",
                                  "Neoadjuvant chemotherapy (EC-T) then re-discuss. Refer oncology.",
                                  "VAE (vacuum assisted excision) of B3 lesion.", "Primary endocrine therapy - letrozole.",
                                  "Genetic testing (meets criteria, MS score 22).")))
    if g.ch(0.4):
        n.f("Trial: eligible for ADAPT-B{x}; research nurse {rn} to approach.\n", x=str(g.r.randint(2, 9)),
            rn=g.full(g.person("F"), "DOCTOR", "gs"))
    n.f("Key worker: {cns}, {ph}\n", cns=g.full(k.cns, "DOCTOR", g.pick(("gs", "gi"))), ph=(g.phone(c, 0.4), "PHONE"))
    n.f("Clinic to discuss: {d} with {s}.\n", d=g.d(g.shift(k.visit, 2, 9), c), s=g.titled(k.surg, "DOCTOR", c, True))
    if g.ch(0.4):
        n.f("Note: pt is a carer for her mother {m} ({a}); {info}.\n", m=g.full(g.person("F"), "FAMILY", "gs"),
            a=g.age(g.r.randint(78, 99)), info=g.pick(("prefers early am appts", "needs transport", "interpreter (Polish) required")))
    n.f("Recorded by: {u}\n", u=g.full(g.person(), "DOCTOR", "gs") if g.ch(0.5) else g.username(g.person()))


def consent_operative(n, g, k):
    c = k.c
    op = g.shift(k.visit, 7, 30)
    proc = g.pick(("Left wide local excision + sentinel lymph node biopsy", "Right simple mastectomy + SLNB",
                   "Therapeutic mammoplasty (Wise pattern)", "Excision of fibroadenoma", "Bilateral risk-reducing mastectomy"))
    n.f("{h}\n", h=g.hospital(c, g.pick(("gen", "private"))))
    n.t(g.pick(("CONSENT FORM 1 AND OPERATION NOTE\n", "Consent + Op note\n", "OPERATIVE RECORD\n")))
    ptblock(n, g, k, full=g.ch(0.4))
    n.f("Consent taken {d} by {s}.\nProcedure: {p}.\n", d=g.d(k.visit, c), s=g.titled(k.surg, "DOCTOR", c, True), p=proc)
    n.t("Risks discussed: bleeding/haematoma (~2%), infection (5%), seroma, re-excision for margins (~18%), "
        "numbness, lymphoedema (<5% with SLNB), blue dye allergy (1:10,000).\n")
    if g.ch(0.45):
        n.f("Patient signed on tablet; e-signature verified with biometric ref {b}. Witness: {w}.\n",
            b=g.bioid(), w=g.full(g.person("F"), "DOCTOR", "gs"))
    if g.ch(0.3):
        n.f("Interpreter: {i} (ID {id}).\n", i=g.full(g.person(), "DOCTOR", "gs"), id=g.idnum("ref"))
    n.f("\nOPERATION DATE: {d}   Theatre {th}   Start {t1} Finish {t2}\n", d=g.d(op, c), th=(str(g.r.randint(1, 12)), "LOCATION_OTHER"),
        t1="%02d:%02d" % (g.r.randint(8, 11), g.r.randint(0, 59)), t2="%02d:%02d" % (g.r.randint(12, 16), g.r.randint(0, 59)))
    n.f("Surgeon: {s}   Assistant: {a}   Anaesthetist: {an}\nScrub: {sc}\n",
        s=g.titled(k.surg, "DOCTOR", c, True), a=g.full(g.person(), "DOCTOR", g.pick(("gs", "ig"))),
        an=g.titled(g.person(), "DOCTOR", c), sc=g.full(g.person("F"), "DOCTOR", g.pick(("gs", "gi"))))
    n.t("Anaesthesia: GA + LMA, %s. Abx: cefazolin 2 g IV at induction. WHO checklist completed.\n" % g.pick(("PECS II block", "local infiltration 20 ml 0.25% bupivacaine", "paravertebral")))
    n.f("Localisation: Magseed (serial {dv}) placed {d}.\n", dv=g.device(), d=g.dshort(g.shift(op, -7, -1), c))
    n.t("Findings: %s. SLN: %d hot/blue nodes (Sienna+/Patent Blue V), counts %d/%d.\n" % (
        g.pick(("Seed retrieved, specimen X-ray shows clip and lesion central", "Lesion palpable, 2 cm from nipple")),
        g.r.randint(1, 4), g.r.randint(200, 2000), g.r.randint(5, 100)))
    n.t("Specimen weight %d g; orientated with sutures (short superior, long lateral). Cavity shaves x%d.\n" % (
        g.r.randint(18, 480), g.r.randint(0, 4)))
    if "mastectomy" in proc:
        n.t("Drain 15Fr Blake, 20 ml/24h expected. Closure 3-0 Monocryl subcuticular.\n")
    if "Bilateral" in proc:
        n.f("Implant: Natrelle 410 FF 335cc, SN {a}; contralateral SN {b}.\n", a=g.device(), b=g.device())
    n.t("Post-op: DVT prophylaxis, sports bra, home same day if well. Review in seroma/wound clinic 10-14 days.\n")
    if g.ch(0.4):
        n.f("Next of kin: {nm} ({rel}) tel {ph}\n", nm=g.full(k.partner, "FAMILY", "gs"), rel=g.pick(("husband", "partner", "son", "wife")),
            ph=(g.phone(c), "PHONE"))
    signoff(n, g, k, k.surg, g.pick(("Consultant Oncoplastic Breast Surgeon", "Breast Surgeon", "Surgical Registrar")), op)


def reconstruction_consult(n, g, k):
    c = k.c
    letterhead(n, g, k)
    n.f("Dear {gp},\n\n", gp=g.titled(k.gp, "DOCTOR", c))
    n.f("Re: {nm}, DOB {dob}, ", nm=g.full(k.pt, "PATIENT", g.pick(("gs", "gms", "SG"))), dob=g.d(k.dob, c))
    n.v(["Hosp no " if c == "UK" else "MRN ", k.mrn])
    n.f("\nReconstruction clinic {d}\n\n", d=g.d(k.visit, c))
    prev = g.shift(k.visit, -900, -200)
    n.f("I saw {t} today in the plastic surgery reconstruction clinic, referred by {s}. She had a {side} mastectomy on "
        "{d} for a grade {gr} ILC, followed by adjuvant radiotherapy 40 Gy in 15 fractions (completed {d2}). ",
        t=g.titled(k.pt, "PATIENT", c), s=g.titled(k.surg, "DOCTOR", c, True), side=k.side, d=g.d(prev, c), gr=str(g.r.randint(1, 3)),
        d2=g.dpart(g.shift(prev, 60, 150)))
    n.f("She is {age} and works as a {j}", age=g.age(k.age, 0.1), j=(k.job, "PROFESSION"))
    if g.ch(0.5):
        n.f(" for {o}", o=g.org())
    n.t(". %s %s\n\n" % (g.pick(NEG_BITS), g.pick(NEG_BITS)))
    if g.ch(0.5):
        n.f("A tissue expander (Mentor CPX4, serial {dv}) was placed at the index operation and filled to 450 ml. ",
            dv=g.device())
    n.t("On examination BMI %.1f, adequate lower abdominal pannus, lower transverse abdominal scar from previous C-section. "
        "Radiotherapy skin changes grade 1.\n\n" % (g.r.randint(220, 340) / 10))
    n.t("We discussed options: DIEP flap (CTA to map perforators), LD flap with implant, or implant-based with ADM. "
        "Risks of flap loss (1-2%), fat necrosis, abdominal bulge/hernia and donor-site seroma were explained. "
        "She was given the reconstruction information pack and the website ")
    n.v(g.url())
    n.t(".\n")
    if g.ch(0.6):
        n.f("Her {rel} {nm} attended and will look after the children during recovery; she {x}.\n",
            rel=g.pick(("husband", "partner", "sister", "mother")), nm=g.full(k.partner, "FAMILY", g.pick(("gs", "gi"))),
            x=g.pick(("is planning 6 weeks off work", "has a support network at " + "church", "lives 40 minutes away")))
    if g.ch(0.4):
        n.f("She has been in touch with the {ch} peer support group.\n", ch=(g.pick(P.CHARITIES), "ORGANIZATION"))
    n.f("Plan: CTA abdomen, photographs (consent given, photo ref {r}), provisional listing for delayed {side} DIEP "
        "around {d}.\n", r=g.idnum("ref"), side=k.side, d=g.dpart(g.shift(k.visit, 90, 200)))
    signoff(n, g, k, g.person(), g.pick(("Consultant Plastic Surgeon", "Plastic & Reconstructive Surgeon", "Reconstructive Fellow")), letter=True)
    if g.ch(0.6):
        cc(n, g, k)

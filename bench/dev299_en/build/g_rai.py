"""Genres: radioiodine therapy discharge instructions, thyroid uptake study report."""
import pools as P
from common import letterhead, pt_header, signature, cc_block

CHILD_EMP = ["Dunmore Primary School", "Redwing Nursery", "Linnet Childcare Centre", "Norcliffe Academy",
             "Little Acorns Day Nursery", "St Oriel's National School"]
PROBES = ["Capintec Captus 4000e", "Biodex Atomlab 950", "Veenstra thyroid uptake probe", "Captus 3000"]


def rai_discharge(c, d):
    pt = c.pt
    us = c.c == "US"
    ind = c.ch([("Graves' disease", 400, 800), ("toxic multinodular goitre", 550, 800),
                ("toxic adenoma", 400, 600), ("remnant ablation after total thyroidectomy for papillary carcinoma", 1100, 3700),
                ("adjuvant therapy for follicular thyroid carcinoma", 3700, 5500),
                ("metastatic differentiated thyroid cancer", 5500, 7400)])
    act = c.ri(ind[1] // 10, ind[2] // 10) * 10
    c.set_age(19, 88)
    inpatient = act >= 1100
    if c.maybe(0.65):
        letterhead(d, c, dept=c.ch(["Nuclear Medicine", "Thyroid Therapy Unit", "Radioiodine Therapy Service",
                                     "Medical Physics & Nuclear Medicine"]))
    d.t(c.ch(["RADIOIODINE (I-131) THERAPY - DISCHARGE INSTRUCTIONS\n",
              "Radiation protection advice following radioactive iodine treatment\n",
              "Patient Instructions After I-131 Therapy\n", "AFTER YOUR RADIOIODINE TREATMENT - PERSONAL RESTRICTIONS\n"]))
    if us:
        d.t("(Written instructions provided under 10 CFR 35.75)\n")
    d.t("\n")
    d.f("Name: {n}\nDate of birth: {dob}\n", n=c.ptn(c.ch(["fl", "fml", "LF"])), dob=c.D(pt["dob"]))
    d.w(c.pt_ids()).t("\n")
    tdate = c.exam
    d.f("Treatment date: {td}\nActivity administered: {a} I-131 sodium iodide ({form}) for {ind}\n",
        td=c.D(tdate, c.ch(["long", "num", "wdlong"])), a=c.mbq(act),
        form=c.ch(["capsule", "oral solution", "2 capsules"]), ind=ind[0])
    au = c.staff("rad")
    phys = c.staff("phys")
    d.f("Prescribing physician: {p}", p=c.drn(au, "fl"))
    if c.maybe(0.5):
        d.t(" (").w(c.L()).t(")")
    d.f("\nPhysicist: {ph}\n", ph=[(phys.nm("fl"), "DOCTOR")])
    if inpatient:
        dis = c.plus(tdate, c.ch([1, 2, 2, 3]))
        rm = c.ch(["1", "2", "T3", "4", "S12"])
        dr = c.ri(8, 19) if not us else c.ri(5, 28) / 10.0
        d.f("Discharged {dd} at {tm} from {w}, lead-lined room {rm}. Dose rate at 1 m on discharge: {dr} {u}.\n",
            dd=c.D(dis, c.ch(["num", "wdshort", "long"])), tm=c.time(), w=(c.ch(P.WARDS), "HOSPITAL"),
            rm=(rm, "LOCATION_OTHER"), dr=str(dr), u="mR/h" if us else "uSv/h")
    else:
        dis = tdate
        d.f("Outpatient treatment. Dose rate at 1 m before leaving: {dr} uSv/h.\n", dr=str(c.ri(10, 45)))
    fam = pt["fam"]
    rel = pt["rel"]
    if c.maybe(0.55):
        d.f("\nTravel home: by private car, registration {pl}, driven by your {rel} {f}. Sit in the rear "
            "passenger seat diagonally opposite the driver; journey should not exceed {h} hours.\n",
            pl=(c.plate(), "VEHICLE"), rel=rel, f=(fam.nm(c.ch(["fl", "f"])), "FAMILY"), h=c.ch(["2", "3", "4"]))
    d.t("\nPlease follow these precautions until the dates shown:\n\n")
    d.t(c.ch(["Precaution | Until\n", "PRECAUTION                                          UNTIL\n"]))
    rows = [("Keep at least 1 metre (3 feet) from children under 5 and pregnant women", 21),
            ("Sleep alone in a separate bed (at least 2 m apart)", 16),
            ("Avoid prolonged close contact (more than 15 min) with other adults", 7),
            ("Avoid cinemas, theatres, public transport journeys over 1 hour", 5),
            ("Do not prepare food for others; use separate towels and cutlery", 3),
            ("Flush the toilet twice after use; sit to urinate", 7)]
    scale = act / 5500.0 if act > 800 else act / 800.0
    for txt, base in rows:
        n = max(1, int(round(base * (0.5 + scale))))
        d.f("{t} | {u} ({n} days)\n", t=txt, u=c.D(c.plus(dis, n), c.ch(["num", "long", "wdshort", "dM"])), n=str(n))
    d.t("\n")
    emp = c.ch(P.EMPLOYERS)
    k = c.ri(0, 2)
    if k == 0:
        d.f("Work: you told us you work as a {j} at {e}. Please stay off work until {dt}.\n",
            j=(pt["prof"], "PROFESSION"), e=(emp, "ORGANIZATION"), dt=c.D(c.plus(dis, c.ri(5, 21))))
    elif k == 1:
        d.f("Work: as a {j} with close contact with young children you should not return before {dt}. "
            "A letter for your employer ({e}) is attached.\n", j=(c.ch(P.CHILD_JOBS), "PROFESSION"),
            e=(c.ch(CHILD_EMP), "ORGANIZATION"), dt=c.D(c.plus(dis, c.ri(14, 24)), c.ch(["long", "wdlong", "num"])))
    else:
        d.f("Work: retired ({j}); no work restrictions apply.\n", j=(c.ch(P.PROFESSIONS).replace("retired ", ""), "PROFESSION"))
    if pt["p"].sex == "F" and pt["age"] < 50:
        d.f("Pregnancy: you must not become pregnant for 6 months (until {m}). Breastfeeding must stop "
            "and should not restart for this child.\n", m=c.D(c.plus(tdate, 183), c.ch(["my", "Mmy", "long"])))
    elif pt["p"].sex == "M":
        d.t("Fathering a child should be avoided for 4 months after treatment.\n")
    if c.maybe(0.55):
        d.f("Travel: you mentioned a trip to {co} on {dt}. Airport radiation monitors may detect "
            "your treatment for up to 3 months - carry this letter and the wallet card.\n",
            co=(c.ch(P.COUNTRIES_ABROAD), "COUNTRY"), dt=c.D(c.plus(dis, c.ri(10, 80)), c.ch(["long", "dM", "num"])))
    if c.maybe(0.3):
        d.f("You will be at home over {h}: please keep grandchildren visits short (under 15 min) "
            "and at 2 m.\n", h=(c.ch(["Christmas", "Easter", "Thanksgiving" if c.c in ("US", "CA") else "Boxing Day",
                                     "the bank holiday weekend" if False else "Christmas Day"]), "DATE"))
    d.t("\nFollow-up:\n")
    d.f("- Blood test (TSH, free T4{tg}) on or around {dt}\n", tg=", thyroglobulin" if act > 1000 else "",
        dt=c.D(c.plus(tdate, c.ri(28, 56)), c.ch(["num", "long", "wdlong"])))
    if act > 1000:
        d.f("- Post-therapy whole body scan (SPECT-CT) on {dt} at {tm}\n",
            dt=c.D(c.wkday(c.plus(tdate, c.ch([3, 4, 5, 7]))), c.ch(["wdshort", "wdlong", "num"])), tm=c.time())
    d.f("- Clinic with {dr} at {h} on {dt}\n", dr=c.drn(c.staff("endo"), "l"),
        h=(c.ch(P.HOSPITALS[c.c] + P.PRACTICES[c.c]), "HOSPITAL"),
        dt=c.D(c.plus(tdate, c.ri(42, 100)), c.ch(["long", "num", "my"])))
    d.t("\nContacts:\n")
    d.f("Medical Physics (weekdays 08:30-17:00): {p}\n", p=(c.phone() + (c.ext() if c.maybe(0.4) else ""), "PHONE"))
    d.f("Ward out of hours: {p}; bleep {b} via switchboard {s}\n", p=(c.phone(), "PHONE"), b=(c.bleep(), "PHONE"),
        s=(c.phone(intl=c.maybe(0.3)), "PHONE"))
    if c.maybe(0.6):
        d.f("E-mail: {e}   Leaflets: {u}\n", e=(c.email(dept=c.ch(["rai.advice", "thyroid.clinic", "medphys"])), "EMAIL"),
            u=(c.url(), "URL"))
    d.t("\nI have received and understood these instructions.\n")
    d.f("Patient signature: ____________  {n}   Date: {dt}\n", n=[(pt["p"].nm("fl"), "PATIENT")],
        dt=c.D(dis, "num"))
    d.f("Explained by: {s}, {cr}   Date: {dt}\n", s=[(c.ch([phys, c.staff("rn")]).nm("fl"), "DOCTOR")],
        cr=c.ch(["Clinical Scientist", "Physicist", "RN", "Nurse Specialist", "RSO"]), dt=c.D(dis, "num"))


# ---------------- thyroid uptake -----------------

def thyroid_uptake(c, d):
    pt = c.pt
    us = c.c == "US"
    if c.maybe(0.1):
        c.set_age(12, 17)
    else:
        c.set_age(18, 90)
    if c.maybe(0.6):
        letterhead(d, c)
    ref = c.staff("endo")
    pt_header(d, c, c.ch(["Thyroid uptake and scan (I-123)", "I-123 thyroid uptake study",
                          "Tc-99m pertechnetate thyroid scan with uptake", "NM THYROID UPTAKE 4/24 HR"]),
              referrer=ref, ref_site=c.ch(P.PRACTICES[c.c]) if c.maybe(0.5) else None)
    dx = c.ch(["graves", "graves", "tna", "mng", "thyroiditis", "amio"])
    unit_ft4 = "pmol/L" if not us else "ng/dL"
    ft4 = c.ri(24, 60) if not us else c.ri(20, 55) / 10.0
    d.t("History: ")
    d.w(c.age_seg())
    d.f(" {sx} with {sy}. TSH < {ts} mU/L, free T4 {f} {u}, free T3 {f3} pmol/L, TRAb {tr} IU/L, TPO Ab {tp} IU/mL. ",
        sx=c.sex_word(), sy=c.ch(["palpitations and weight loss", "tremor, heat intolerance", "AF with fast ventricular rate",
                                  "a palpable nodule", "neck tenderness after a viral illness", "goitre and dyspnoea"]),
        ts=c.ch(["0.01", "0.02", "0.05"]), f=str(ft4), u=unit_ft4, f3=str(c.ri(6, 28)),
        tr=str(c.ri(0, 180) / 10.0), tp=str(c.ri(5, 900)))
    k = c.ri(0, 2)
    if k == 0:
        d.f("Carbimazole 20 mg od stopped on {dt}. ", dt=c.D(c.plus(c.exam, -c.ri(3, 7)), c.ch(["dM", "num", "wdshort"])))
    elif k == 1:
        d.f("Methimazole 10 mg held since {dt}. ", dt=c.D(c.plus(c.exam, -c.ri(3, 7)), c.ch(["dM", "num"])))
    else:
        d.t("No antithyroid medication. ")
    d.f("Last iodinated contrast: {ic}. {ex}\n", ic=c.ch(["none", "CT pulmonary angiogram > 8 weeks ago", "none known"]),
        ex="On amiodarone 200 mg daily." if dx == "amio" else "Not on amiodarone; no kelp supplements.")
    if c.maybe(0.4):
        d.f("Works as a {j}; {rel} {f} attended with the patient.\n", j=(pt["prof"], "PROFESSION"),
            rel=pt["rel"], f=(pt["fam"].nm(c.ch(["fl", "f"])), "FAMILY"))
    d.t("\nProcedure: ")
    probe = c.ch(PROBES)
    tc = c.maybe(0.3)
    if tc:
        d.f("{a} Tc-99m pertechnetate IV at {tm}; anterior pinhole images at 20 min. Uptake measured on the "
            "camera with syringe pre/post counts.\n", a=c.mbq(c.ch([40, 80, 100])), tm=c.time())
    else:
        d.f("{a} I-123 sodium iodide capsule orally at {tm} on {dt} (capsule lot {lot}). Uptake measured with "
            "{pr} (SN {sn}) using neck phantom standard; thigh background.\n",
            a=c.ch(["7.4 MBq", "10 MBq", "200 uCi", "0.2 mCi"] if not us else ["200 uCi", "300 uCi", "0.2 mCi"]),
            tm=c.time(), dt=c.D(c.exam, c.ch(["num", "wdshort", "dM"])), lot=(c.letters(1) + c.digits(6), "IDNUM"),
            pr=probe, sn=(c.serial(), "DEVICE"))
    up4 = {"graves": c.ri(28, 60), "tna": c.ri(15, 35), "mng": c.ri(18, 35), "thyroiditis": c.ri(0, 3),
           "amio": c.ri(1, 9)}[dx]
    up24 = {"graves": c.ri(50, 85), "tna": c.ri(25, 45), "mng": c.ri(28, 50), "thyroiditis": c.ri(0, 4),
            "amio": c.ri(2, 14)}[dx]
    if not tc:
        d.t("\nTime | Neck (cpm) | Thigh (cpm) | Standard (cpm) | Uptake | Normal\n")
        for lab, up, nr in (("4 h", up4, "5-15%"), ("24 h", up24, "10-30%")):
            std = c.ri(90000, 180000)
            thigh = c.ri(300, 2500)
            neck = int(std * up / 100.0) + thigh
            d.t("%s | %d | %d | %d | %d%% | %s\n" % (lab, neck, thigh, std, up, nr))
    else:
        d.t("\n20-min pertechnetate uptake: %.1f%% (normal 0.4-4.0%%)\n" % (up4 / 6.0))
    d.t("\nImages: ")
    d.t({"graves": "Diffusely enlarged gland with homogeneous intense tracer uptake and low background; "
                   "pyramidal lobe visualised.",
         "tna": "Single intensely avid nodule in the right lower pole with suppression of the remaining gland.",
         "mng": "Enlarged heterogeneous gland with multiple 'hot' and 'cold' areas.",
         "thyroiditis": "Very faint thyroid visualisation with high background and salivary activity.",
         "amio": "Poor thyroid visualisation consistent with iodine load."}[dx])
    d.t("\n\nImpression: ")
    d.t({"graves": "Graves' disease. Elevated 24 h uptake.",
         "tna": "Autonomously functioning (toxic) thyroid nodule - Plummer's disease.",
         "mng": "Toxic multinodular goitre.",
         "thyroiditis": "Suppressed uptake in keeping with subacute (de Quervain's) or painless thyroiditis. "
                        "Radioiodine not indicated.",
         "amio": "Low uptake favouring type 2 amiodarone-induced thyrotoxicosis."}[dx])
    d.t("\n")
    if dx in ("graves", "tna", "mng"):
        mass = c.ri(18, 80)
        tu = c.ch([("150", "uCi"), ("120", "uCi"), ("3.7", "MBq"), ("4.4", "MBq")] if not us else [("150", "uCi"), ("120", "uCi")])
        if tc:
            d.f("\nEmpirical activity recommended: {a} I-131 (no 24 h iodine uptake available).\n",
                a=c.mbq(c.ch([400, 550, 600, 800])))
        else:
            d.f("\nActivity calculation (Marinelli-based): gland mass {m} g (US volume), target {t} {u}/g, "
                "24 h uptake {up}% -> recommended {a} I-131.\n", m=str(mass), t=tu[0], u=tu[1], up=str(up24),
            a=c.mbq(min(800, max(370, mass * 150 * 37 / 1000.0 / (up24 / 100.0)))))
        d.f("Plan: RAI provisionally booked for {dt}; pre-therapy counselling with {n}, {cr}. ",
            dt=c.D(c.wkday(c.plus(c.exam, c.ri(7, 30))), c.ch(["wdlong", "long", "num", "wdshort"])),
            n=[(c.staff("rn").nm("fl"), "DOCTOR")], cr=c.cred("rn"))
        d.f("Restart {m} on {dt} and stop again 5-7 days before treatment.\n",
            m=c.ch(["carbimazole", "methimazole", "propylthiouracil"]),
            dt=c.D(c.plus(c.exam, 1), c.ch(["dM", "wdshort", "num"])))
    signature(d, c, c.staff("rad"), "rad")
    if c.maybe(0.5):
        cc_block(d, c)

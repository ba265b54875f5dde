"""Genres: phototherapy treatment record; isotretinoin / biologic monitoring visit."""
import phi
import parts
from phi import add_days, digits, letters
from g_mohs import plate

PHOTO_DX = [("chronic plaque psoriasis", "NB-UVB"), ("generalised vitiligo", "NB-UVB"), ("atopic dermatitis", "NB-UVB"),
            ("mycosis fungoides IB", "NB-UVB"), ("polymorphic light eruption (hardening)", "NB-UVB"),
            ("palmoplantar pustulosis", "hand/foot PUVA"), ("chronic hand eczema", "topical PUVA"),
            ("pityriasis lichenoides", "NB-UVB"), ("uraemic pruritus", "BB-UVB")]
CABINETS = ["Waldmann UV 7001K", "Daavlin Spectra 311", "Waldmann UV 5040 (hands/feet)", "National Biological Phototherapy",
            "Daavlin 7 Series", "UV-Technik NB-UVB cabinet"]


def phototherapy(n, c):
    rng = c.rng
    dx, mod = rng.choice(PHOTO_DX)
    presc = c.s("derm")
    staff = [c.s("photo", i) for i in range(rng.randrange(2, 4))]
    k = rng.randrange(3)
    if k == 0:
        n.w("{h} - Phototherapy Unit\nPHOTOTHERAPY TREATMENT RECORD ({m})\n\n", h=(c.clinic if rng.random() < 0.5 else c.hospital, "HOSPITAL"), m=mod)
        n.w("Name: {pt}     DOB: {dob}     {ml}: {mrn}\n", pt=c.pt.name(rng.choice(["caps_rev", "full", "rev"])), dob=c.dob_v(),
            ml="UR" if c.au else "MRN", mrn=(c.mrn, "MRN"))
    elif k == 1:
        parts.header(n, c, "Phototherapy record - %s" % mod, provider=presc, show_addr=rng.random() < 0.3)
    else:
        n.w("{m} course sheet | {pt} | {ap} | {mrn}\n", m=mod, pt=c.pt.name(rng.choice(["gi_sur", "caps", "full"])), ap=c.age_phrase(),
            mrn=(c.mrn, "MRN"))
        n.w("Location: {h}, room {r}\n\n", h=(c.hospital if rng.random() < 0.5 else c.clinic, "HOSPITAL"),
            r=(str(rng.randrange(1, 30)) + rng.choice(["", "", "A", "B", ".2"]), "LOCATION_OTHER"))
    n.t("Diagnosis: %s. Skin type %s. " % (dx, rng.choice(["I", "II", "II", "III", "IV", "V"])))
    n.w("Prescriber: {p}.\n", p=presc.dr())
    if rng.random() < 0.6:
        n.w("MED test {d}: {med} mJ/cm2 read at 24 h.\n", d=c.d(c.dpast(30, 120), rng.choice([c.style, "d_mon" if c.au else "mon_d"])),
            med=str(rng.choice([200, 300, 400, 500, 600])))
    n.t("Protocol: start %d mJ/cm2, increase %d%% per session if no erythema; hold at max %d mJ/cm2. 3x weekly (Mon/Wed/Fri). "
        % (rng.choice([140, 200, 250, 280, 300]), rng.choice([10, 15, 20]), rng.choice([1500, 2000, 2500, 3000])), typo=False)
    n.t("Goggles, genital shielding%s.\n" % rng.choice(["", ", face shield (facial sparing)"]), typo=False)
    n.w("Equipment: {cab}, serial {sn}", cab=rng.choice(CABINETS),
        sn=(rng.choice(["WL", "DV", "SN"]) + "-" + digits(rng, rng.choice([5, 6])) + rng.choice(["", "-" + digits(rng, 2)]), "DEVICE"))
    if rng.random() < 0.4:
        n.w("; UV meter {m} (irradiance {irr} mW/cm2)", m=(rng.choice(["IL-", "SOL-", "UVM"]) + digits(rng, 5), "DEVICE"),
            irr="%.1f" % rng.uniform(3.5, 9.5))
    n.t(".\n")
    r = rng.random()
    if r < 0.45:
        n.w("Check-in: biometric fingerprint ID {b}. ", b=(rng.choice(["FP-", "FPR", "BIO-"]) + digits(rng, rng.choice([5, 6])), "BIOID"))
    elif r < 0.6:
        n.w("Check-in: face-recognition kiosk, template {b}. ", b=(letters(rng, 2) + digits(rng, 6), "BIOID"))
    if rng.random() < 0.55:
        n.w("Concession parking approved - vehicle {pl}.", pl=(plate(rng, c), "VEHICLE"))
    n.nl()
    if rng.random() < 0.3:
        n.w("Works as {pr}{emp}; sessions fitted around shifts.\n", pr=["a ", (c.prof, "PROFESSION")],
            emp=[" at ", (c.employer, "ORGANIZATION")] if rng.random() < 0.5 else "")
    n.nl()
    rows = rng.randrange(6, 22)
    start = c.dpast(rows * 2 + 3, rows * 3 + 20)
    puva = "PUVA" in mod
    dose = rng.choice([140, 200, 250, 280, 300]) if not puva else rng.choice([500, 1000])
    cum = 0.0
    tbl = rng.randrange(3)
    if tbl == 0:
        n.t("Tx# | Date       | Dose mJ/cm2 | Cum J/cm2 | Erythema | Init\n")
    elif tbl == 1:
        n.t("No.  Date        Dose   Cumul.  Response            Staff\n")
    else:
        n.t("Sessions:\n")
    d = start
    for i in range(rows):
        d = add_days(d, rng.choice([2, 2, 3, 2, 3, 4]))
        st = rng.choice(staff)
        if rng.random() < 0.08:
            n.w("--  | {d} | missed ({why})\n", d=c.d(d, rng.choice([c.style, "dm_au" if c.au else "md_us"])),
                why=rng.choice(["unwell", "no transport", "public holiday", "clinic closed", "did not attend"]))
            continue
        ery = rng.choice(["0", "0", "0", "0", "1 (faint pink)", "0", "2", "0"]) if tbl != 2 else rng.choice(["nil", "nil", "mild pink", "nil"])
        if ery.startswith("2"):
            dose_now = int(dose * 0.75)
        else:
            dose = min(int(dose * rng.choice([1.1, 1.15, 1.2])), 2000 if not puva else 6000)
            dose_now = dose
        cum += dose_now / 1000.0
        ini = st.dr(rng.choice(["INIT", "INIT", "initials"]))
        ds = c.d(d, c.style if rng.random() < 0.85 else ("dm_au" if c.au else "md_us"))
        if tbl == 0:
            n.w("{i:>3} | {d} | {dose} | {cum} | {e} | {s}\n".replace("{i:>3}", "%3d" % (i + 1)), d=ds, dose="%11d" % dose_now,
                cum="%9.2f" % cum, e="%-8s" % ery[:8], s=ini)
        elif tbl == 1:
            n.w("%-4d {d}  %-5d  %-6.2f  %-18s  {s}\n" % (i + 1, dose_now, cum, ery), d=ds, s=ini)
        else:
            n.w("#%d {d}: %d mJ/cm2 (cum %.2f J/cm2), erythema %s. {s}\n" % (i + 1, dose_now, cum, ery), d=ds, s=ini)
    n.t("\nNotes:\n")
    notes = rng.sample(["Pt reports itch improving.", "Mild burning after tx 9, dose held x1.", "Plaques flattening, PASI now %.1f." % rng.uniform(1, 8),
                        "Repigmentation at perifollicular sites.", "Reminded re hat/sunscreen on non-treatment days.",
                        "No photosensitising meds (checked: doxycycline, HCTZ - nil).", "Cold sore - acyclovir, continued tx."], rng.randrange(1, 4))
    n.t(" ".join(notes) + "\n", typo=False)
    if rng.random() < 0.5:
        n.w("Missed {h} week - clinic closed.\n", h=(c.holiday, "DATE"))
    if rng.random() < 0.5:
        n.w("Reviewed by {dr} on {d}: continue to {x} treatments then reassess.\n", dr=presc.dr("dr_sur"),
            d=c.d(d, rng.choice([c.style, "wd_au" if c.au else "wd_us"])), x=str(rng.choice([24, 30, 36])))
    n.t("Lifetime NB-UVB treatments: %d. Lifetime PUVA: %s.\n" % (rng.randrange(rows, 250), rng.choice(["nil", "nil", "18", "approx 40"])), typo=False)
    if rng.random() < 0.3:
        n.w("Bookings: {ph} / {e}\n", ph=(c.c_phone, "PHONE"), e=(c.c_email, "EMAIL"))
    parts.audit(n, c, 0.3)


# ----------------------------------------------------------------------------
def lab_table(n, c, tests, dates):
    """tests: list of (name, unit, lo, hi, fmt)."""
    rng = c.rng
    w = max(len(t[0]) for t in tests) + 2
    n.t(" " * w)
    ds = [c.d(d) for d in dates]
    cw = max(10, max(len(x[0]) for x in ds)) + 2
    for x in ds:
        n.v(x)
        n.t(" " * (cw - len(x[0])))
    n.t("Ref / units\n")
    for name, unit, lo, hi, f in tests:
        n.t(name.ljust(w), typo=False)
        for _ in dates:
            val = f % rng.uniform(lo, hi)
            if rng.random() < 0.08:
                val += " H"
            n.t(val.ljust(cw), typo=False)
        n.t(unit + "\n", typo=False)


def monitoring(n, c):
    rng = c.rng
    iso = c.age < 29
    derm = c.s("derm")
    terse = rng.random() < 0.5
    au = c.au
    if iso:
        drug = rng.choice(["Oratane", "Roaccutane", "isotretinoin"] if au else ["Absorica", "Claravis", "isotretinoin", "Amnesteem"])
        parts.header(n, c, rng.choice(["Isotretinoin monitoring visit", "Acne review - isotretinoin", "ISOTRETINOIN F/U"]), provider=derm,
                     show_addr=rng.random() < 0.2)
        mo = rng.randrange(1, 8)
        wt = rng.randrange(48, 95)
        dose = rng.choice([10, 20, 30, 40, 60])
        n.w("{pt} ({ap}) - month {m} of {drug} {dose} mg daily. Wt {wt} kg.", pt=c.pt.name(rng.choice(["given", "full", "title"])),
            ap=c.age_phrase(), m=str(mo), drug=drug, dose=str(dose), wt=str(wt))
        n.t(" Cumulative %d mg/kg (target 120-150).\n" % (mo * 30 * dose // wt), typo=False)
        if c.age < 19 or rng.random() < 0.3:
            n.w("Year {y} at {sch}. ", y=str(rng.randrange(9, 13)), sch=(c.school, "ORGANIZATION"))
            if rng.random() < 0.6:
                rel = rng.choice(["mother", "father"])
                par = phi.Person(rng, "FAMILY", sex="F" if rel == "mother" else "M", surname=c.pt.surname)
                n.w("Attends with {rel} {f}.", rel=rel, f=par.name(rng.choice(["given", "full", "title"])))
            n.nl()
        elif rng.random() < 0.5:
            n.w("Works as a {pr}. ", pr=(rng.choice(["barista", "apprentice electrician", "retail assistant", "lifeguard", "nursing student", "chef"]), "PROFESSION"))
            n.nl()
        n.t("\nSide effects: " if not terse else "\nSE: ")
        n.t(", ".join(rng.sample(["cheilitis (managed with lip balm)", "dry skin", "occasional epistaxis", "dry eyes - contact lenses an issue",
                                  "back ache after sport", "no headaches", "no visual change", "mild flare month 1", "sun sensitivity"], 4)) + ".\n", typo=False)
        n.t("Mood: PHQ-9 %d, denies low mood/suicidal ideation. Screened with %s.\n" % (rng.randrange(0, 9), rng.choice(["parent present", "patient alone"])))
        if c.sex == "F":
            if not au:
                n.w("iPLEDGE ID {ip}; category: patient who can get pregnant. Contraception: {cx}.\n",
                    ip=(digits(rng, 10), "IDNUM"), cx=rng.choice(["COCP + condoms", "Mirena IUD + condoms", "etonogestrel implant + condoms", "abstinence (committed)"]))
                n.w("Urine hCG {d}: negative (CLIA-waived).\n", d=c.d(c.visit, rng.choice([c.style])))
            else:
                n.w("Contraception: {cx}. Serum beta-hCG {d}: <2 IU/L.\n", cx=rng.choice(["Implanon", "COCP", "Mirena", "abstinent"]),
                    d=c.dany(c.dpast(1, 6)))
        dates = [c.dpast(60, 200), c.dpast(3, 40)]
        n.t("\nLabs:\n")
        if au:
            tests = [("ALT", "U/L (<40)", 12, 60, "%.0f"), ("AST", "U/L (<35)", 12, 48, "%.0f"), ("GGT", "U/L (<50)", 8, 55, "%.0f"),
                     ("Triglycerides", "mmol/L (<2.0)", 0.6, 3.2, "%.1f"), ("Total chol", "mmol/L (<5.5)", 3.5, 6.8, "%.1f"),
                     ("HDL", "mmol/L", 0.8, 1.9, "%.1f")]
        else:
            tests = [("ALT", "U/L (7-56)", 12, 70, "%.0f"), ("AST", "U/L (10-40)", 12, 50, "%.0f"), ("TG", "mg/dL (<150)", 60, 320, "%.0f"),
                     ("Total chol", "mg/dL (<200)", 130, 250, "%.0f"), ("LDL", "mg/dL (<100)", 60, 170, "%.0f"), ("CK", "U/L", 60, 900, "%.0f")]
        lab_table(n, c, rng.sample(tests, rng.randrange(3, len(tests) + 1)), dates)
        n.t("\nPlan: " if terse else "\nAssessment/Plan:\n")
        n.t(rng.choice(["Continue current dose.", "Increase to %d mg daily." % (dose + 10), "Reduce dose due to TG rise, repeat fasting lipids 4/52.",
                        "Clear - continue 2 more months to reach cumulative target."]) + " ")
        if not au:
            n.w("Confirmed in iPLEDGE; Rx sent to {ph}.", ph=(c.pharmacy, "HOSPITAL"))
        else:
            n.w("Script given ({ph} holds repeats).", ph=(c.pharmacy, "HOSPITAL"))
        n.nl()
    else:
        drug, dx = rng.choice([("dupilumab 300 mg q2w", "atopic dermatitis"), ("adalimumab 40 mg q2w", "hidradenitis suppurativa"),
                               ("adalimumab 40 mg q2w", "psoriasis"), ("secukinumab 300 mg q4w", "psoriasis"),
                               ("risankizumab 150 mg q12w", "psoriasis"), ("ustekinumab 45 mg q12w", "psoriasis"),
                               ("guselkumab 100 mg q8w", "psoriasis"), ("tralokinumab 300 mg q2w", "atopic dermatitis"),
                               ("methotrexate 15 mg weekly", "psoriasis")])
        parts.header(n, c, rng.choice(["Biologic monitoring visit", "Systemic therapy review", "BIOLOGIC CLINIC", "Psoriasis clinic f/u"]),
                     provider=derm, show_addr=rng.random() < 0.25)
        start = c.dpast(90, 900)
        n.w("{ap} with {dx} on {drug} since {d}.\n", ap=c.age_phrase(), dx=dx, drug=drug,
            d=c.d(start, rng.choice(["month_y", "mon_y", c.style, "mm_yyyy"])))
        sc = "EASI" if "atopic" in dx else ("IHS4" if "hidradenitis" in dx else "PASI")
        n.t("%s baseline %.1f -> today %.1f. DLQI %d -> %d. BSA %d%%.\n" % (sc, rng.uniform(12, 40), rng.uniform(0, 9), rng.randrange(12, 28),
                                                                          rng.randrange(0, 8), rng.randrange(0, 10)), typo=False)
        n.t(rng.choice(["Injection sites fine. ", "Mild conjunctivitis - lubricant drops. ", "One URTI, dose not missed. ",
                        "Reports good adherence, self-injecting thigh. ", "Missed one dose travelling. "]))
        if rng.random() < 0.4:
            n.w("Was in {c} for {h}, pen kept cool.", c=phi.country_v(c.travel), h=(c.holiday, "DATE"))
        n.nl()
        n.w("TB screen: QuantiFERON negative {d}. HBsAg neg, anti-HBc neg, HCV Ab neg, HIV neg.\n",
            d=c.d(add_days(start, -rng.randrange(10, 60)), rng.choice([c.style, "mon_y"])))
        dates = [c.dpast(100, 300), c.dpast(3, 60)]
        if au:
            tests = [("Hb", "g/L (130-180)", 118, 162, "%.0f"), ("WCC", "x10^9/L", 3.5, 11, "%.1f"), ("Neut", "x10^9/L", 1.6, 7.5, "%.1f"),
                     ("Plt", "x10^9/L", 150, 400, "%.0f"), ("ALT", "U/L", 10, 65, "%.0f"), ("Creat", "umol/L", 55, 120, "%.0f"),
                     ("eGFR", "mL/min/1.73m2", 60, 90, "%.0f"), ("Eos", "x10^9/L", 0.1, 1.4, "%.2f")]
        else:
            tests = [("Hgb", "g/dL (13.5-17.5)", 11.8, 16.2, "%.1f"), ("WBC", "K/uL", 3.5, 11, "%.1f"), ("ANC", "K/uL", 1.6, 7.5, "%.1f"),
                     ("PLT", "K/uL", 150, 400, "%.0f"), ("ALT", "U/L", 10, 65, "%.0f"), ("Cr", "mg/dL", 0.6, 1.4, "%.2f"),
                     ("BUN", "mg/dL", 8, 24, "%.0f"), ("Eos", "K/uL", 0.1, 1.4, "%.2f")]
        n.t("\nBloods:\n")
        lab_table(n, c, rng.sample(tests, rng.randrange(4, len(tests) + 1)), dates)
        n.t("\nPlan: continue %s. " % drug.split()[0], typo=False)
        if au:
            n.w("PBS authority approval no. {a} (continuing, 6 months).", a=(digits(rng, 8), "IDNUM"))
        else:
            n.w("Prior auth #{a} with {ins} valid to {d}.", a=(letters(rng, 2) + digits(rng, 8), "IDNUM"), ins=(c.insurer, "ORGANIZATION"),
                d=c.d(add_days(c.visit, rng.randrange(100, 360))))
        if rng.random() < 0.5:
            n.w(" Dispensed by {sp}.", sp=(c.pharmacy, "HOSPITAL"))
        n.nl()
        if rng.random() < 0.35:
            n.w("Pt support nurse {nu} ({ph}).\n", nu=c.s("nurse", 1).dr(rng.choice(["full", "given"])),
                ph=(phi.au_phone(rng) if au else phi.us_phone(rng, ext=True), "PHONE"))
    n.w("Next review {d}", d=c.dany(add_days(c.visit, rng.choice([28, 30, 56, 84, 90, 120]))))
    n.t(rng.choice([" with repeat bloods.\n", ".\n", " (telehealth).\n"]))
    parts.signature(n, c, who=derm)
    parts.audit(n, c)

"""Audiogram report, hearing aid fitting record, occupational noise claim report
(dev200_en, author 200)."""
import core as C
import ids
import people as H
import pools as P

FREQS = [250, 500, 1000, 2000, 3000, 4000, 6000, 8000]
FLAB = ["250", "500", "1k", "2k", "3k", "4k", "6k", "8k"]


def r5(x):
    return max(-10, min(120, int(round(x / 5.0)) * 5))


def thresholds(rng, kind, age):
    """Return dict ear -> (AC list, BC list or None)."""
    out = {}
    for ear in ("R", "L"):
        j = lambda: rng.choice([-5, 0, 0, 5])  # noqa: E731
        base = max(0, (age - 40) * 0.4)
        if kind == "normal":
            ac = [r5(rng.randint(0, 15) + j()) for _ in FREQS]
        elif kind == "presby":
            ac = [r5(base * 0.4 + 5 * i * (1 + base / 40) + j()) for i, _ in enumerate(FREQS)]
        elif kind == "noise":
            notch = {3000: 20, 4000: 35, 6000: 25}
            ac = [r5(10 + base * 0.3 + notch.get(f, 0) + (10 if f == 8000 else 0) + j()) for f in FREQS]
        elif kind == "conductive":
            gap = rng.choice([20, 25, 30, 35]) if ear == "R" or rng.random() < 0.4 else 0
            ac = [r5(10 + gap + j()) for _ in FREQS]
        else:  # asymmetric
            add = 25 if ear == "L" else 0
            ac = [r5(10 + 4 * i + add + j()) for i, _ in enumerate(FREQS)]
        if kind == "conductive":
            bc = [r5(rng.randint(0, 15)) for _ in FREQS[1:6]]
        else:
            bc = [r5(max(-5, a - rng.choice([0, 0, 5, 10]))) for a in ac[1:6]]
        out[ear] = (ac, bc)
    return out


def audiogram_table(d, rng, th):
    style = rng.randint(0, 1)
    if style == 0:
        d.t("Freq (Hz)  ", "".join(f.rjust(6) for f in FLAB), "\n")
        for ear, nm in (("R", "Right"), ("L", "Left")):
            ac, bc = th[ear]
            d.t(f"{nm} AC".ljust(11), "".join(str(v).rjust(6) for v in ac), "\n")
            d.t(f"{nm} BC".ljust(11), "".rjust(6), "".join(str(v).rjust(6) for v in bc), "     -     -\n")
    else:
        d.t("| dB HL | ", " | ".join(FLAB), " |\n|", "---|" * 9, "\n")
        for ear in ("R", "L"):
            ac, bc = th[ear]
            d.t("| ", ear, " AC | ", " | ".join(str(v) for v in ac), " |\n")
            d.t("| ", ear, " BC | - | ", " | ".join(str(v) for v in bc), " | - | - |\n")


def pta(ac):
    return round(sum(ac[1:4] + [ac[5]]) / 4.0, 1)


def describe(kind):
    return {"normal": "Hearing thresholds within normal limits bilaterally (250-8000 Hz).",
            "presby": "Bilateral mild sloping to moderately-severe sensorineural hearing loss, symmetrical, consistent with presbycusis.",
            "noise": "Bilateral high-frequency sensorineural loss with a notch at 4 kHz and recovery at 8 kHz, typical of noise exposure.",
            "conductive": "Conductive hearing loss right ear with an air-bone gap of 20-35 dB; left ear within normal limits.",
            "asym": "Asymmetric sensorineural hearing loss, left worse than right by > 15 dB at three adjacent frequencies."}[kind]


def funding(cs, d):
    rng, c = cs.rng, cs.c
    k = rng.randint(0, 2)
    if c == "AU":
        if k == 0:
            d.t("Funding: Hearing Services Program - voucher ", (f"{ids.dg(rng, 10)}", "HEALTHPLAN"), "\n")
        elif k == 1:
            d.t("Funding: DVA Gold Card ", (ids.dva(rng), "HEALTHPLAN"), "\n")
        else:
            ins = rng.choice(P.INSURERS["AU"])
            d.t("Funding: private - ", (ins, "ORGANIZATION"), " member ", (ids.fund_member(rng), "HEALTHPLAN"), "\n")
    elif c == "UK":
        if k == 0:
            d.t("Funding: NHS (AQP contract)\n")
        else:
            ins = rng.choice(P.INSURERS["UK"])
            d.t("Funding: private/insured - ", (ins, "ORGANIZATION"), ", policy ", (ids.fund_member(rng), "HEALTHPLAN"), "\n")
    else:
        ins = rng.choice(P.INSURERS["CA"])
        d.t("Funding: ", "ADP claim " if k < 2 else "", (f"{ids.dg(rng, 9)}", "IDNUM") if k < 2 else "",
            " + " if k < 2 else "", (ins, "ORGANIZATION"), " group ", (ids.group_no(rng), "HEALTHPLAN"),
            " cert. ", (ids.fund_member(rng), "HEALTHPLAN"), "\n")


def audiogram(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(6, 94))
    d = cs.d
    site = H.make_site(rng, c, P.AUD_FORMS + ["{X} Hospital Audiology Department"])
    aud = C.make_clin(rng, c, "aud")
    ref = C.make_clin(rng, c, rng.choice(["md", "md", "omfs"]))
    kind = rng.choice(["normal", "presby", "presby", "noise", "conductive", "asym"])
    if cs.age < 30 and kind == "presby":
        kind = "conductive"
    C.letterhead(cs, site)
    d.t(rng.choice(["AUDIOLOGICAL ASSESSMENT REPORT", "Audiology Report", "Diagnostic Hearing Assessment"]), "\n\n")
    d.t("Name: ", cs.N(cs.pt, "PATIENT", ("full", "REV", "fullm")), "   DOB: ", cs.D(cs.pt.dob), "   Age: ", cs.age_item(), "\n")
    d.t(rng.choice(["File no: ", "Client ID: ", "MRN: "]), (cs.mrn, "MRN"))
    if rng.random() < 0.6:
        d.t("   ", cs.hlabel, ": ", (cs.hno, "HEALTHPLAN"))
    d.t("\n")
    if rng.random() < 0.5:
        d.t("Visit no: ", (ids.account(rng), "ACCOUNT"), "\n")
    d.t("Date of test: ", cs.D(cs.visit), "   Booth ", (rng.choice(["1", "2", "3", "A", "B"]), "LOCATION_OTHER"), "\n")
    d.t("Referred by: ", cs.dr(ref, ("full", "isn")))
    if rng.random() < 0.6:
        d.t(", ", (H.org_name(rng, P.GP_FORMS[c] + P.HOSP_FORMS), "HOSPITAL"))
    d.t("\nTested by: ", cs.dr(aud, ("full", "fullm")), ", ", aud.role, "\n\n")
    d.t("History\n")
    if cs.age < 16:
        par = H.make_person(rng, surname=cs.pt.surname)
        d.t(cs.pts() if rng.random() < 0.3 else (cs.pt.given, "PATIENT"), " attended with ",
            rng.choice(["mum", "dad", "mother", "father", "grandmother"]), " ", (par.full(), "FAMILY"), ". ",
            "Concerns raised by ", (H.school(rng, c), "ORGANIZATION"), " about attention in class. History of recurrent otitis media; ",
            "grommets inserted ", (str(cs.visit.year - rng.randint(1, 4)), "DATE"), ".\n")
    else:
        d.t(cs.pts(), " reports ", rng.choice(["difficulty following conversation in background noise",
                                               "gradual hearing decline over several years",
                                               "sudden muffled hearing in the left ear since ",
                                               "bilateral tinnitus, worse at night"]))
        if d.parts[-1].endswith("since "):
            d.t(cs.D(cs.earlier(3, 30)))
        d.t(". ")
        prof = rng.choice(P.PROF_NOISE + P.PROF_GENERAL)
        d.t(rng.choice(["Works as a ", "Occupation: ", "Previously worked as a "]), (prof, "PROFESSION"), ". ")
        d.t(rng.choice(["Noise exposure: ", "Recreational noise: "]),
            rng.choice(["shooting (no protection)", "chainsaw use on farm", "live music", "nil significant"]), ". ")
        if rng.random() < 0.6:
            rel = rng.choice(["wife", "husband", "partner", "daughter", "son"])
            sp = H.make_person(rng, sex={"wife": "F", "husband": "M", "daughter": "F", "son": "M"}.get(rel))
            d.t("Attended with ", cs.his(), " ", rel, " ", (sp.given if rng.random() < 0.5 else sp.full(), "FAMILY"),
                ", who ", rng.choice(["reports the TV volume is too loud", "notices mishearing on the phone",
                                      "says " + cs.he() + " withdraws at family gatherings"]), ". ")
        d.t("Tinnitus: ", rng.choice(["nil", "R > L, intermittent", "constant high-pitched, bilateral"]),
            ". Vertigo: ", rng.choice(["nil", "occasional, positional", "episodic with aural fullness (? Meniere's disease)"]), ".\n")
    d.t("\nOtoscopy: R ", rng.choice(["clear, TM intact", "wax - partially occluding", "TM retracted"]),
        "; L ", rng.choice(["clear, TM intact", "grommet in situ", "healed perforation"]), "\n")
    d.t("\nTympanometry (226 Hz)\n")
    d.t("        Type   ECV (ml)   MEP (daPa)   SC (ml)\n")
    for ear in ("Right", "Left"):
        t = rng.choice(["A", "A", "As", "Ad", "B", "C"]) if kind == "conductive" else rng.choice(["A", "A", "A", "As"])
        d.t(f"{ear:<8}{t:<7}{rng.uniform(0.6, 1.9):<11.1f}{rng.randint(-180, 20):<13d}{rng.uniform(0.1, 1.4):.2f}\n")
    d.t("Acoustic reflexes: ", rng.choice(["present ipsi and contra at 1 kHz", "absent right (probe R)", "elevated left"]), "\n\n")
    d.t("Pure-tone audiometry (dB HL), ", rng.choice(["masked where required", "insert earphones", "supra-aural TDH-39"]), ":\n")
    th = thresholds(rng, kind, cs.age)
    audiogram_table(d, rng, th)
    pr, pl = pta(th["R"][0]), pta(th["L"][0])
    d.t("4FAHL: R ", str(pr), " dB, L ", str(pl), " dB\n\n")
    d.t("Speech: SRT R ", str(r5(pr + 5)), " dB HL, L ", str(r5(pl + 5)), " dB HL; WRS (",
        rng.choice(["NU-6", "AB words", "CNC", "BKB sentences"]), ") R ", str(rng.randint(60, 100)), "% @ ",
        str(r5(pr + 35)), " dB, L ", str(rng.randint(52, 100)), "% @ ", str(r5(pl + 35)), " dB\n")
    if rng.random() < 0.5:
        d.t("QuickSIN SNR loss: ", str(rng.randint(1, 14)), " dB\n")
    d.t("\nSummary: ", describe(kind), "\n\nRecommendations:\n")
    recs = []
    if kind == "asym":
        recs.append("ENT referral for MRI internal acoustic meatus to exclude vestibular schwannoma")
    if kind == "conductive":
        recs.append("GP review of middle ear status; ENT opinion if persistent")
    if kind in ("presby", "noise", "asym"):
        recs.append("Bilateral hearing aid trial recommended; fitting appointment booked for ")
    recs.append(rng.choice(["Hearing protection counselling provided", "Communication strategies discussed",
                            "Tinnitus information leaflet given", "Re-test in 12 months or sooner if concerned"]))
    for r in recs:
        d.t("- ", r)
        if r.endswith("for "):
            d.t(cs.D(cs.later(7, 40)))
        d.t("\n")
    if rng.random() < 0.4:
        funding(cs, d)
    d.t("\n")
    C.signoff(cs, aud, closing=rng.random() < 0.5, reg_p=0.6)
    if rng.random() < 0.6:
        d.t("cc: ", cs.dr(ref, ("full", "isn")), "\n")
    return cs


AIDS = ["Phonak Audeo Lumity L90-R", "Oticon Intent 1 miniRITE R", "Signia Pure Charge&Go 7IX",
        "ReSound Nexia 9", "Widex Moment Sheer 440", "Starkey Genesis AI 24 RIC",
        "Unitron Vivante V-RT", "Bernafon Alpha XT 9", "Phonak Naida Lumity L70-UP (BTE)"]
CIS = [("Cochlear Nucleus 8 sound processor", "CI632 Slim Modiolar"),
       ("Advanced Bionics Naida CI M90", "HiRes Ultra 3D"), ("MED-EL Sonnet 2", "SYNCHRONY 2 FLEX28")]


def hearing_aid_fitting(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(9, 95))
    d = cs.d
    site = H.make_site(rng, c, P.AUD_FORMS)
    aud = C.make_clin(rng, c, "aud")
    ci = rng.random() < 0.2
    C.letterhead(cs, site, url_p=0.6)
    d.t(rng.choice(["HEARING AID FITTING RECORD", "Device Fitting & Verification", "Fitting record"]) if not ci
        else "COCHLEAR IMPLANT - SOUND PROCESSOR UPGRADE / FITTING", "\n\n")
    C.pt_block(cs, ("name", "dob", "mrn", "phone"))
    if rng.random() < 0.5:
        d.t("Email: ", (cs.pt.email(rng), "EMAIL"), "\n")
    funding(cs, d)
    d.t("Date of fitting: ", cs.D(cs.visit), "   Clinician: ", cs.dr(aud, ("full", "isn")), "\n\n")
    d.t("DEVICES\n")
    warr = cs.visit.replace(year=cs.visit.year + rng.choice([2, 3, 4])) if not (cs.visit.month == 2 and cs.visit.day == 29) \
        else cs.visit.replace(day=28, year=cs.visit.year + 3)
    if ci:
        proc, imp = rng.choice(CIS)
        side = rng.choice(["Right", "Left"])
        d.t(side, " implant: ", imp, ", serial ", (ids.ci_serial(rng), "DEVICE"), ", implanted ",
            cs.D(cs.earlier(200, 3000), rng.choice([cs.ds, "month_year"])), " at ",
            (H.org_name(rng, P.HOSP_FORMS), "HOSPITAL"), "\n")
        d.t(side, " processor: ", proc, "  SN ", (ids.ha_serial(rng), "DEVICE"), "\n")
        if rng.random() < 0.6:
            d.t("Contralateral hearing aid: ", rng.choice(AIDS), "  SN ", (ids.ha_serial(rng), "DEVICE"), "\n")
        d.t("MAP: ", rng.choice(["ACE, 900 pps, 8 maxima", "FS4, MCL balanced", "HiRes Optima-S"]),
            "; T and C levels measured; impedances within normal range on all 22 electrodes\n")
    else:
        model = rng.choice(AIDS)
        both = rng.random() < 0.85
        for ear in (["Right", "Left"] if both else [rng.choice(["Right", "Left"])]):
            d.t(ear, ": ", model, " - SN ", (ids.ha_serial(rng), "DEVICE"), "; receiver ",
                rng.choice(["S", "M", "P", "UP"]), ", length ", str(rng.randint(1, 3)), "; dome ",
                rng.choice(["open 6 mm", "vented 8 mm", "power 10 mm", "custom slim tip"]), "\n")
        if rng.random() < 0.6:
            d.t("Charger SN ", (ids.ha_serial(rng), "DEVICE"), "\n")
        if rng.random() < 0.3:
            d.t("TV streamer SN ", (ids.ha_serial(rng), "DEVICE"), "\n")
    d.t("Warranty to ", cs.D(warr), rng.choice(["", " (incl. one-off loss & damage, $300 excess)"]), "\n\n")
    if not ci:
        d.t("Programs: P1 Automatic; P2 Speech in noise; P3 ", rng.choice(["Music", "TV streamer", "Tinnitus (notch/noise)", "Outdoor"]), "\n")
        d.t("Prescription: ", rng.choice(["DSL v5 child", "NAL-NL2"]) if cs.age < 18 else
            rng.choice(["NAL-NL2", "DSL v5 adult", "NAL-NL2, experienced user"]),
            ", acclimatisation level ", str(rng.randint(1, 3)), " of 3\n")
        d.t("\nVerification (REM, ", rng.choice(["Audioscan Verifit 2", "Interacoustics Affinity", "Otometrics Aurical"]),
            ") - deviation from target (dB):\n")
        d.t("Input    500   1k    2k    4k   SII\n")
        for inp in ("55", "65", "80"):
            d.t(f"{inp} dB   ", "  ".join(f"{rng.randint(-6, 4):+3d} " for _ in range(4)), f" {rng.randint(45, 82)}%\n")
        d.t("MPO below UCL. Feedback manager run: ", rng.choice(["no feedback", "added 4 dB headroom"]), ".\n")
    d.t("\nCounselling completed: insertion/removal, charging, cleaning, wax guards, phone pairing, ",
        "realistic expectations, battery safety.\n")
    if cs.age < 18:
        par = H.make_person(rng, surname=cs.pt.surname)
        d.t("Parent ", (par.full(), "FAMILY"), " shown daily listening check; teacher of the deaf at ",
            (H.school(rng, c), "ORGANIZATION"), " to receive remote mic (Roger) details.\n")
    elif cs.age > 75 and rng.random() < 0.7:
        hp = H.make_person(rng)
        d.t("Dexterity reduced; ", rng.choice(["daughter ", "son ", "carer ", "neighbour "]), (hp.full(), "FAMILY"),
            " will assist with charging.")
        if rng.random() < 0.5:
            d.t(" Lives at ", (H.org_name(rng, ["{X} Aged Care", "{X} Lodge Nursing Home", "{X} Care Home", "{X} Residential Care"]), "HOSPITAL"),
                ", room ", (str(rng.randint(1, 80)), "LOCATION_OTHER"), ".")
        d.t("\n")
    if rng.random() < 0.6:
        d.t("Remote care app account: user ", (cs.pt.username(rng), "USERNAME"), " (linked to ",
            (cs.pt.email(rng), "EMAIL"), ")\n")
    d.t("\nFollow-up: ", cs.D(cs.later(10, 21), rng.choice([cs.ds, "wd_long", "wd_short"])), " ",
        f"{rng.randint(9, 16)}:{rng.choice(['00', '15', '30', '45'])}", " at ", (site.name, "HOSPITAL"), "\n")
    d.t("Client signature obtained. ", rng.choice(["Signed: ", "Audiologist: "]), cs.dr(aud, ("full", "isn")),
        " ", aud.reglabel, " ", (aud.reg, "LICENSE"), "\n")
    return cs


def noise_claim(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(42, 84))
    d = cs.d
    site = H.make_site(rng, c, P.AUD_FORMS + ["{X} ENT & Hearing"])
    aud = C.make_clin(rng, c, rng.choice(["aud", "aud", "md"]))
    if aud.prof == "md":
        aud.creds = {"AU": "MBBS FRACS (ORL-HNS)", "UK": rng.choice(["FRCS (ORL-HNS)", "MBChB FRCS (ORL-HNS)"]),
                     "CA": "MD, FRCSC (Otolaryngology)"}[c]
        aud.role = "Consultant ENT Surgeon"
        aud.dtitle = rng.choice(["Dr", "Mr"]) if c == "UK" else "Dr"
    insurer = rng.choice(P.COMP_INSURERS[c])
    cm = H.make_person(rng)
    claimno = ids.claim(rng, c)
    C.letterhead(cs, site, email_p=0.8)
    d.t(cs.D(cs.visit, rng.choice([cs.ds, "d_month_y"])), "\n\n")
    d.t(rng.choice(["PRIVATE & CONFIDENTIAL\n", "MEDICO-LEGAL REPORT\n", ""]))
    d.t((cm.full(), "FAMILY"), "\n", rng.choice(["Case Manager", "Claims Officer", "Injury Management Advisor"]), "\n",
        (insurer, "ORGANIZATION"), "\n")
    if rng.random() < 0.6:
        d.t(rng.choice(["Email: ", ""]), ("claims." + H.ascii_slug(cm.surname) + "@example.net", "EMAIL"), "\n")
    if rng.random() < 0.5:
        d.t("\nDear ", cm.title, " ", (cm.surname, "FAMILY"), ",\n\n")
    else:
        d.t("\nDear ", (cm.full(), "FAMILY"), ",\n\n")
    d.t("Re: ", cs.N(cs.pt, "PATIENT", ("full", "fullm", "REVALL")), "\n")
    d.t("Claim number: ", (claimno, "IDNUM"), "\n")
    d.t("Date of birth: ", cs.D(cs.pt.dob), "\n")
    ssn = ids.ssn(rng, c)
    if c in ("AU", "CA"):
        d.t({"AU": "TFN: ", "CA": "SIN: "}[c], (ssn, "SSN"), "\n")
    emp = H.employer(rng, c)
    d.t("Employer: ", (emp, "ORGANIZATION"), "\n")
    d.t("Address: ", cs.addr.oneline(rng), "\n\n")
    d.t("Thank you for referring ", cs.pts(), " for assessment of ", rng.choice(["noise-induced hearing loss",
                                                                                 "industrial deafness", "occupational hearing loss"]),
        ". ", cs.he().capitalize(), " was assessed at our ", (site.addr.city, "CITY"), " rooms on ", cs.D(cs.visit), ". ")
    d.t(cs.he().capitalize(), " is a ", cs.age_item(), "-year-old ", rng.choice(["right", "left"]), "-handed ",
        "man" if cs.pt.sex == "M" else "woman", ".\n\n")
    d.t("OCCUPATIONAL HISTORY\n")
    y = cs.pt.dob.year + rng.randint(15, 19)
    start_age = y - cs.pt.dob.year
    d.t(cs.he().capitalize(), " left school at ", (str(start_age), "AGE"), ".\n")
    jobs = rng.randint(2, 4)
    for j in range(jobs):
        y2 = min(cs.visit.year, y + rng.randint(3, 14))
        e = emp if j == jobs - 1 else H.employer(rng, c)
        cty = H.city_of(rng, c)[0]
        d.t("- ", (str(y), "DATE"), "-", (str(y2), "DATE") if j < jobs - 1 or cs.age > 64 or rng.random() < 0.5 else "present", ": ",
            (rng.choice(P.PROF_NOISE), "PROFESSION"), ", ", (e, "ORGANIZATION"), ", ", (cty, "CITY"), "; ",
            rng.choice(["grinders and hammering, est. 95-100 dB(A)", "heavy plant, est. 90 dB(A)",
                        "press shop, est. 98 dB(A)", "compressors and pneumatic tools"]), "; hearing protection ",
            rng.choice(["rarely worn", "earmuffs in later years", "plugs intermittently", "not provided"]), "\n")
        y = y2
        if y >= cs.visit.year:
            break
    d.t("Non-occupational noise: ", rng.choice(["recreational shooting", "motorcycling", "none", "played drums in a band as a teenager"]),
        ". Last noise exposure at work: ", cs.D(cs.earlier(30, 900), rng.choice(["month_year", cs.ds])), ".\n\n")
    d.t("EXAMINATION AND TESTS\nOtoscopy normal. Tympanometry Type A bilaterally.\n")
    th = thresholds(rng, "noise", cs.age)
    audiogram_table(d, rng, th)
    if c == "AU":
        r, left = rng.uniform(2, 25), rng.uniform(2, 25)
        d.t("\nPercentage loss of hearing (NAL tables): R ", f"{r:.1f}", "%, L ", f"{left:.1f}", "%, binaural ",
            f"{(min(r, left) * 4 + max(r, left)) / 5:.1f}", "%; presbycusis correction applied for age ", cs.age_item(), ".\n")
    elif c == "UK":
        d.t("\nColes-Lutman-Buffin criteria: noise-induced bulge present at 3-6 kHz; binaural disability ",
            f"{rng.uniform(3, 30):.1f}", " dB (ages corrected, ISO 7029).\n")
    else:
        d.t("\nAverage threshold 500-3000 Hz: R ", str(pta(th["R"][0])), " dB, L ", str(pta(th["L"][0])),
            " dB (WSIB entitlement threshold 35 dB).\n")
    d.t("\nOPINION\nOn the balance of probabilities the hearing loss is ", rng.choice(["consistent with", "partly attributable to"]),
        " occupational noise exposure at ", (emp, "ORGANIZATION"), ". ")
    d.t(rng.choice(["Hearing aids are recommended.", "Tinnitus is a recognised sequela.", "Further deterioration is expected with age."]), "\n\n")
    C.signoff(cs, aud, reg_p=0.9)
    if rng.random() < 0.6:
        d.t("\ncc: ", (rng.choice(P.LAW_FIRMS), "ORGANIZATION"), " (attn ", (H.make_person(rng).full(), "FAMILY"), ")\n")
    if c in ("AU", "CA") and rng.random() < 0.5:
        d.t("\nEnclosure: claim form page 2 (", {"AU": "TFN", "CA": "SIN"}[c], " ", (ssn, "SSN"), " - verify)\n")
    return cs

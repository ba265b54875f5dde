"""Forms: chronic GvHD NIH assessment, endocrine/fertility checklist, annual review, MDT list."""
import datetime as dt

from common import ch, rn, pr, sample, shuffled, words
import ctx as X
import blocks as B
import clin as K

TD = dt.timedelta


def chk(b):
    return ch(["[x]", "[X]", "☑"]) if b else ch(["[ ]", "[ ]", "☐"])


def cgvhd_nih(d, c):
    v = c.v
    d.t(ch(["CHRONIC GVHD ASSESSMENT (NIH 2014 CONSENSUS)\n", "cGvHD Organ Scoring - NIH "
            "criteria\n", "NIH cGVHD Severity Score Sheet\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t(" - %s\n\n" % ch(["cGvHD clinic", "BMT Late Effects", "Transplant Survivorship"]))
    B.pt_banner(d, c, ch([0, 2, 3, 4]))
    ad = c.visit
    d.f("HCT date: {DATE:hct}   Assessment date: {DATE:a}   Day +{dpost}\n", a=c.D(ad))
    d.t("Assessor: ")
    B.dname(d, c, ch([c.cons, c.reg, c.cns]), form=ch(["full", "init"]))
    if pr(0.5):
        d.f("   Room {LOCATION_OTHER:r}", r=str(rn(1, 14)) + ch(["", "", "A", "B"]))
    d.t("\n")
    onset = c.pre(c.hct + TD(days=rn(100, 500)), 60)
    d.f("cGvHD onset: {DATE:o} ({t}); prior aGvHD: {a}\n", o=c.D(onset, "my"),
        t=ch(["classic", "overlap syndrome", "de novo", "progressive"]),
        a=ch(["grade II skin (MAGIC)", "none", "grade III gut", "grade I skin"]))
    d.f("Systemic therapy: {rx} since {DATE:s}\n", rx=ch([
        "ruxolitinib 10 mg BD", "prednisolone 0.5 mg/kg then taper", "belumosudil 200 mg OD",
        "ECP fortnightly + low-dose pred", "ibrutinib 420 mg OD", "sirolimus (level 5-8)"]),
        s=c.D(onset + TD(days=rn(5, 60))))
    d.t("\n")
    sc = K.scores()
    notes = {
        "skin": lambda s: "BSA %d%%; sclerotic features: %s" % (s * 15 + rn(0, 9), ch(
            ["none", "superficial", "deep, not pinchable"]) if s else "nil"),
        "mouth": lambda s: "Lee oral score %d/15; %s" % (s * 3 + rn(0, 2), ch(
            ["lichenoid change", "erythema", "ulcers"]) if s else "none seen"),
        "eyes": lambda s: "Schirmer R %dmm L %dmm; %s" % (rn(2, 8), rn(2, 8), ch(
            ["artificial tears QDS", "punctal plugs", "autologous serum drops"])) if s else
        "no KCS",
        "GI tract": lambda s: ch(["dysphagia", "early satiety", "weight loss %d%%" % (s * 5)])
        if s else "nil",
        "liver": lambda s: "ALT %dx ULN, bili normal" % (s + 1) if s else "LFTs normal",
        "lungs": lambda s: "FEV1 %d%% predicted; LFS %d" % (100 - s * 12 - rn(0, 10), s + 2),
        "joints/fascia": lambda s: "P-ROM shoulder %d elbow %d wrist %d ankle %d" % (
            7 - s, 7 - s // 2, 7 - s, 4 - s // 2),
        "genital tract": lambda s: ch(["mild dryness", "lichenoid change", "early synechiae"])
        if s else ch(["not examined (declined)", "no signs"]),
    }
    disp = {"GI tract": "GI tract", "joints/fascia": "Joints/fascia"}
    d.t(ch(["ORGAN         SCORE  FINDINGS\n", "Organ | Score (0-3) | Comment\n"]))
    for o, s in sc:
        d.t("%-13s %d      %s\n" % (disp.get(o, o.capitalize()), s, notes[o](s)))
    d.f("{ps} {k}%\n", ps="Lansky" if c.child else ch(["KPS", "Karnofsky"]), k=ch([60, 70, 80,
                                                                                    90]))
    nonzero = [s for _, s in sc if s]
    glob = "severe" if (max(nonzero or [0]) == 3 or len(nonzero) > 3) else (
        "moderate" if (len(nonzero) >= 3 or max(nonzero or [0]) == 2) else "mild")
    d.t("Global severity: %s%s\n" % (glob.upper() if pr(0.5) else glob, "" if nonzero else
                                      " (no active disease)"))
    prev = c.visit - TD(days=rn(28, 120))
    d.f("Response vs {DATE:p}: {r}\n", p=c.D(prev), r=ch(["partial response", "complete "
                                                           "response", "stable disease",
                                                           "progression (skin)", "mixed"]))
    d.t("Lee cGvHD Symptom Scale: %d/100   Itch %d/10   Mouth pain %d/10\n" % (
        rn(4, 60), rn(0, 8), rn(0, 7)))
    if pr(0.6):
        d.f("Clinical photographs taken - image ref {IDNUM:i}\n", i=X.idnum("photo"))
    if pr(0.4) and c.dtype in ("MUD", "mMUD"):
        d.f("Donor: unrelated, {COUNTRY:co}; GRID {IDNUM:g}\n", co=c.donor_country,
            g=X.idnum("donor"))
    d.t("\nPlan: " + ch(["continue current therapy", "escalate to second line",
                         "taper steroids by 10% every 2 weeks",
                         "refer for ECP", "add topical tacrolimus to forearms"]))
    d.f(". Next scoring {DATE:n}.\n", n=c.D(c.visit + TD(days=rn(28, 100))))
    if pr(0.5):
        d.t("Discussed with ")
        B.dname(d, c, c.cons, form=ch(["last", "full"]))
        d.t(".\n")
    B.audit(d, c)


def endo_fertility(d, c):
    v = c.v
    d.t(ch(["ENDOCRINE & FERTILITY SCREENING - POST-HSCT\n", "Late Effects Endocrine/Fertility"
            " Checklist\n", "Gonadal, thyroid and bone screening checklist\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t("\n\n")
    B.pt_banner(d, c, rn(0, 4))
    d.f("Visit: {DATE:visit}   Years post HCT: {yrs}   Age at HCT: {AGE:a}\n", a=v["age_hct"])
    d.f("Conditioning: {cond}{tbi}\n\n", tbi=ch(["", " (TBI)", "; busulfan exposure"]))
    d.t("THYROID\n")
    d.t("%s TSH %s mU/L  %s fT4 %s pmol/L\n" % (chk(1), K.f1(0.4, 9), chk(1), K.f1(8, 21)))
    if pr(0.5):
        d.f("{b} Hypothyroid - levothyroxine since {DATE:s}\n", b=chk(1),
            s=c.D(c.pre(c.hct + TD(days=rn(200, 1500))), "my"))
    else:
        d.t("%s Thyroid USS (neck irradiation)\n" % chk(pr(0.3)))
    d.t("\nGONADAL\n")
    f = B.fam(c, ("wife", "partner", "husband"))
    if c.sex == "F" and not c.child and c.age > 47:
        d.t("%s Postmenopausal%s; FSH %d IU/L\n" % (chk(1), ch([" (natural)", " (POI after "
                                                                 "conditioning)", ""]),
                                                  rn(40, 120)))
        d.f("{b} HRT {s}\n", b=chk(pr(0.4)), s=ch(["not indicated", "stopped", "declined"]))
    elif c.sex == "F" and not c.child:
        d.f("{b} LMP: {x}\n", b=chk(1), x=ch(["amenorrhoeic since transplant", "n/a"]))
        if pr(0.5):
            d.f("{b} Last period {DATE:l}\n", b=chk(1), l=c.D(c.hct - TD(days=rn(30, 200)),
                                                             "my"))
        d.t("%s FSH %s IU/L  LH %s IU/L  oestradiol %s pmol/L  AMH %s pmol/L\n" % (
            chk(1), rn(8, 110), rn(5, 60), rn(30, 400), ch(["<0.1", "0.4", "2.3", "8.6"])))
        if pr(0.5):
            d.f("{b} HRT started {DATE:s}\n", b=chk(1),
                s=c.D(c.pre(c.hct + TD(days=rn(300, 900)))))
        else:
            d.f("{b} HRT {s}\n", b=chk(pr(0.3)), s=ch(["declined", "COCP", "not yet"]))
        if pr(0.5):
            d.f("{b} Oocytes/embryos stored pre-transplant at {HOSPITAL:h}, ref {IDNUM:r}\n",
                b=chk(1), h=c.fert_site.name, r=X.idnum("cryo"))
    elif c.sex == "M" and not c.child:
        d.t("%s Testosterone %s nmol/L  LH %s  FSH %s IU/L\n" % (chk(1), K.f1(4, 28), rn(2, 30),
                                                               rn(3, 60)))
        d.f("{b} Semen analysis {DATE:s}: {r}\n", b=chk(pr(0.6)),
            s=c.D(c.visit - TD(days=rn(10, 90))), r=ch(["azoospermia", "oligospermia",
                                                        "normal parameters"]))
        if pr(0.6):
            d.f("{b} Sperm cryostored {DATE:s} at {HOSPITAL:h} (ref {IDNUM:r}); storage "
                "consent renewal due {DATE:e}\n", b=chk(1), s=c.D(c.dx_date + TD(days=5)),
                h=c.fert_site.name, r=X.idnum("cryo"),
                e=c.D(c.dx_date + TD(days=365 * 10)))
    else:
        tan = 1 if c.age < 10 else (rn(1, 3) if c.age < 14 else rn(3, 5))
        d.f("Tanner stage {t}; height {h} cm (SDS {s}); growth velocity {g} cm/yr\n",
            t=tan, h=min(178, 80 + 6 * c.age + rn(-8, 8)),
            s=ch(["-1.2", "-0.4", "-2.1", "+0.3"]), g=K.f1(2, 8))
        d.f("{b} Bone age ({DATE:x}) {ba} yrs; {b2} GH stimulation test\n", b=chk(pr(0.5)),
            x=c.D(c.visit - TD(days=rn(10, 200))), ba=max(2, c.age + rn(-2, 1)),
            b2=chk(pr(0.3)))
        par = B.fam(c, ("mother", "mum", "father", "dad"))
        if par:
            d.f("Discussed with {r} {FAMILY:n}\n", r=par[0], n=par[1].first)
    if f and not c.child:
        d.f("Partner: {FAMILY:n} ({AGE:a}); {w}\n", n=f[1].full,
            a=str(max(19, c.age + rn(-6, 6))),
            w=ch(["wishes to try for a family", "not planning children", "considering donor "
                                                                           "gametes"])
            if c.age < 45 else ch(["supportive", "attends clinic with patient", "well"]))
    if c.age < 45:
        d.f("{b} Referral to fertility service - {dr} {DOCTOR:f}, {HOSPITAL:h}\n",
            b=chk(pr(0.5)), dr=c.dr, f=c.fert.last, h=c.fert_site.name)
    else:
        d.f("{b} Sexual health / menopause clinic - {dr} {DOCTOR:f}\n", b=chk(pr(0.4)),
            dr=c.dr, f=c.fert.last)
    d.t("\nADRENAL / METABOLIC\n")
    d.t("%s 9am cortisol %d nmol/L%s\n" % (chk(1), rn(90, 520), ch(["", "; Synacthen booked",
                                                                     " (on hydrocortisone)"])))
    d.t("%s HbA1c / fasting glucose   %s lipids   %s BP %d/%d\n" % (chk(1), chk(1), chk(1),
                                                                   rn(105, 160), rn(60, 98)))
    if pr(0.45):
        kind = ch(["cgm", "pump"])
        d.f("{b} {n} serial {DEVICE:s} (steroid-induced diabetes)\n", b=chk(1),
            n=ch(["CGM sensor", "FreeStyle Libre 2 sensor", "Dexcom G7 transmitter"])
            if kind == "cgm" else ch(["Insulin pump", "Omnipod 5 pod", "t:slim X2 pump"]),
            s=X.device_sn(kind))
    d.t("\nBONE\n")
    d.f("{b} DEXA {DATE:x}: L-spine T {t}, hip T {h}\n", b=chk(1),
        x=c.D(c.visit - TD(days=rn(10, 300))), t=K.f1(-3, 0.5), h=K.f1(-2.5, 0.8))
    d.t("%s Vitamin D replete   %s Bisphosphonate\n" % (chk(pr(0.6)), chk(pr(0.3))))
    d.t("\nCompleted by: ")
    p = ch([c.cns, c.endo, c.reg])
    B.dname(d, c, p, form="full", title=(p is not c.cns))
    d.f("  {DATE:x}\n", x=c.D(c.visit))
    if pr(0.5):
        d.f("Referred to endocrinology ({dr} {DOCTOR:e}) {DATE:x}\n", dr=c.dr, e=c.endo.last,
            x=c.D(c.visit + TD(days=rn(1, 10))))
    if pr(0.4):
        B.audit(d, c, p)


def annual_review(d, c):
    v = c.v
    d.t(ch(["ANNUAL LATE EFFECTS REVIEW\n", "Annual Survivorship Review Proforma\n",
            "LTFU ANNUAL REVIEW - ALLOGENEIC HSCT\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t("\n")
    d.f("Visit date: {DATE:visit}   Encounter: {ACCOUNT:acct}\n")
    if pr(0.4):
        d.f("Mode: video consult (session IP {IPADDR:i})\n", i=X.ipaddr())
    elif pr(0.4):
        d.f("Checked in at kiosk - palm-vein ID {BIOID:b}; clinic room {LOCATION_OTHER:r}\n",
            b=X.bioid("palm"), r=str(rn(1, 20)))
    d.t("\nDEMOGRAPHICS\n")
    d.f("Name: {PATIENT:ptfml}   DOB: {DATE:dob}   Age: {AGE:age}   Sex: {sx}\n",
        sx=c.sex)
    d.f("MRN: {MRN:mrn}   {hp_l}: {HEALTHPLAN:hp}\n")
    if c.ssn and pr(0.55):
        d.f("{l}: {SSN:s}\n", l=c.ssn[0], s=c.ssn[1])
    d.t("Address: ")
    B.addr_inline(d, c.addr)
    d.f("\nTel: {PHONE:pt_phone}   Email: {EMAIL:pt_email}\n")
    d.f("{g}: ", g={"US": "PCP", "CA": "Family MD"}.get(c.country, "GP"))
    B.dname(d, c, c.gp, form="full")
    d.t(", ")
    d.p(c.gp_site.name, "HOSPITAL")
    d.t("\n")
    B.nok_line(d, c)
    d.t("\nTRANSPLANT SUMMARY\n")
    d.f("Dx: {dxs} ({DATE:dx_my})  HCT: {DATE:hct}  Donor: {hla}  Cond: {cond}\n")
    d.t("GvHD history: %s\n" % ch(["aGvHD gr II skin; cGvHD mild (mouth/eyes)", "none",
                                    "cGvHD moderate, resolved, off IS", "overlap cGvHD, on rux"]))
    d.t("\nSOCIAL\n")
    if c.job:
        d.f("Occupation: {PROFESSION:j}{r}\n", j=c.job, r=" (retired)" if c.retired else "")
        if not c.retired and pr(0.5):
            d.f("Employer: {ORGANIZATION:e}\n", e=c.employer)
    else:
        d.f("School: {ORGANIZATION:s}\n", s=c.school)
    d.t("Smoking: %s   Alcohol: %s units/wk   Exercise: %s\n" % (
        ch(["never", "ex (10 pack-yrs)", "current 5/day", "vapes"]), rn(0, 20),
        ch(["walks daily", "gym 2x/wk", "minimal"])))
    if pr(0.35):
        d.f("Driving: yes - disabled parking permit, vehicle {VEHICLE:r}\n", r=X.vehicle(c.country))
    if pr(0.3):
        d.f("Faith/community support: {ORGANIZATION:o}\n", o=c.church)
    d.t("\nSYSTEMS REVIEW\n")
    for s in sample(["Fatigue", "Dry eyes", "Dry mouth", "Skin tightness", "Breathlessness",
                     "Joint stiffness", "Low mood", "Sexual dysfunction", "Weight change",
                     "Neuropathy", "Memory/concentration", "Hearing loss"], rn(6, 10)):
        d.t("  %s %s\n" % (chk(pr(0.35)), s))
    d.t("\nSCREENING\n")
    scr = ["Skin check", "Dental", "Eye exam", "Echo", "PFTs", "DEXA"] + (
        ["Cervical screening", "Mammogram"] if c.sex == "F" else ["Testicular exam", "PSA"])
    for nm in sample(scr, rn(3, 6)):
        d.f("  {n}: {DATE:x}{s}\n", n=nm, x=c.D(c.visit - TD(days=rn(10, 700)), ch(
            [c.ds, "my"])), s=ch(["", " - normal", " - due", " (abnormal, see letter)"]))
    d.t("\nVITALS  BP %d/%d  HR %d  Wt %s kg  BMI %s\n" % (rn(100, 165), rn(55, 100),
                                                          rn(55, 105), K.f1(38, 110),
                                                          K.f1(17, 36)))
    d.t("\nBLOODS\n")
    for a, b in K.labs(c):
        d.t("  %s: %s\n" % (a, b))
    d.t("\nPSYCHOSOCIAL  PHQ-9 %d  GAD-7 %d  Distress thermometer %d/10\n" % (
        rn(0, 16), rn(0, 14), rn(0, 9)))
    if pr(0.5):
        d.t("\nCoding: %s\n" % "; ".join(sample(K.DX_CODES, rn(2, 4))))
    d.t("\nPLAN\n")
    for a in sample(["Continue vaccines (see record)", "Refer dermatology", "Refer "
                     "psychology", "DEXA in 2 years", "Repeat lipids fasting", "Dental 6/12",
                     "Cardiology review - anthracycline exposure", "Stop PJP prophylaxis",
                     "Discuss HRT options" if c.sex == "F" else "Check testosterone"],
                    rn(2, 5)):
        d.t("  - %s\n" % a)
    d.t("\nReviewed by: ")
    B.dname(d, c, ch([c.cons, c.reg]), form=ch(["full", "init"]))
    if pr(0.5):
        lab, val = X.license(c.country, "doc")
        d.f("  {l} {LICENSE:n}", l=lab, n=val)
    d.t("\n")
    if pr(0.5):
        d.t("Nurse: ")
        d.p(c.cns.full, "DOCTOR")
        d.t("\n")
    B.audit(d, c)


def mdt_list(d, c):
    v = c.v
    day = c.visit
    d.t(ch(["LATE EFFECTS / cGvHD MDT\n", "BMT Late Effects Multidisciplinary Meeting\n",
            "LTFU MDT - outcomes list\n"]))
    d.p(c.centre.name, "HOSPITAL")
    d.t("\n")
    d.f("Date: {DATE:w}   ", w=c.D(day, "wd"))
    d.t(ch(["Venue: ", "Location: "]))
    d.p(c.building, "LOCATION_OTHER")
    d.t(ch([" seminar room / Teams\n", ", room %d\n" % rn(1, 9), "\n"]))
    d.t("Chair: ")
    B.dname(d, c, c.cons, form="full")
    d.t("\nPresent: ")
    people = [(c.cons2, "Haem"), (c.cns, "CNS"), (c.coord, "Coord"), (c.pharm, "Pharm"),
              (c.derm, "Derm"), (c.ophth, "Ophth"), (c.psych, "Psych"), (c.physio, "Physio"),
              (c.diet, "Diet"), (c.resp, "Resp")]
    sel = sample(people, rn(4, 8))
    for i, (p, r) in enumerate(sel):
        if i:
            d.t(", ")
        d.p(ch([p.full, p.init, p.last]), "DOCTOR")
        d.t(" (%s)" % r)
    d.t("\nApologies: ")
    d.p(c.endo.full, "DOCTOR")
    d.t("\n\n")
    n = rn(3, 6)
    for i in range(n):
        if i == 0:
            p, mr, age, hct, sex = c.pt, c.mrn, c.age, c.hct, c.sex
        else:
            p = X.person(c.country)
            mr, sex = X.mrn(c.country), p.sex
            age = rn(19, 74)
            hct = day - TD(days=rn(200, 3000))
        d.t("%d. " % (i + 1))
        d.p(ch([p.lf, p.full, p.last.upper() + " " + p.first]), "PATIENT")
        d.t(" (")
        d.p(mr, "MRN")
        d.t(") ")
        d.p(str(age), "AGE")
        d.t(sex + ", HCT ")
        d.p(c.D(hct, ch([c.ds, "my"])), "DATE")
        d.t(" " + ch(["MUD", "sib", "haplo", "mMUD"]) + "\n")
        d.t("   Issue: " + ch([
            "steroid-refractory sclerotic skin cGvHD", "FEV1 decline 15% - ?BOS",
            "recurrent sinopulmonary infections, IgG 3.2", "ferritin 2,800 - venesection?",
            "mixed T-cell chimerism 72% donor", "POI, wants fertility advice",
            "new oral leukoplakia", "avascular necrosis L hip", "CMV reactivation off "
            "letermovir", "low mood, not working"]) + "\n")
        d.t("   Outcome: " + ch(["start ECP", "switch to belumosudil", "HRCT and full PFTs",
                                  "IVIG replacement", "venesection 500 mL 2-weekly",
                                  "DLI 1x10^6 CD3/kg", "refer OMFS for biopsy",
                                  "orthopaedic referral", "psychology referral"]))
        if pr(0.5):
            d.t(" at ")
            d.p(ch([c.centre.name, c.local.name]), "HOSPITAL")
        d.t("\n   Action: ")
        d.p(ch([c.cns.init2, c.coord.init2, c.cons.init2, c.reg.init2]), "DOCTOR")
        if pr(0.4):
            d.f(" by {DATE:x}", x=c.D(day + TD(days=rn(7, 30)), ch([c.ds, "dmon"])))
        d.t("\n\n")
    d.f("Next MDT: {DATE:n}\n", n=c.D(day + TD(days=ch([7, 14, 28])), ch(["wd", c.ds])))
    d.t("Minutes: ")
    d.p(c.coord.full, "DOCTOR")
    if pr(0.5):
        d.f(" ({EMAIL:e})", e=X.email_person(c.coord, c.centre.host))
    d.t("\n")

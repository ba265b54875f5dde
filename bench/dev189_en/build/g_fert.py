"""Genres: IVF cycle summary, fertility clinic consult letter, gynaecology clinic letter."""
import datetime as dt

import common as C
from core import Phi, join
import pools as P

TD = dt.timedelta
GARD = ["3AA", "3AB", "4AA", "4AB", "4BA", "4BB", "5AA", "5AB", "3BB", "4BC", "5BB", "3CB", "4CC", "2BB"]


def _partner_line(d, cs, label="Partner"):
    x = cs.partner
    pdob = cs.partner_dob
    d.ln(label, ": ", cs.fam(cs.ch(["full", "lf", "LF"])), "   DOB ", cs.D(pdob), "  (", cs.A(cs.partner_age), ")")
    return pdob


def gen_ivf(cs, d):
    cs.set_age(cs.ri(29, 44))
    rei = cs.clin("rei")
    nurse = cs.clin("rn")
    emb = cs.clin("emb")
    emb2 = cs.clin("emb")
    donor = cs.p(0.2) or cs.partner.sex == "F"
    C.letterhead(d, cs, cs.fert if cs.p(0.8) else cs.hosp,
                 unit=cs.ch(["IVF Laboratory", "Reproductive Medicine Unit", "Embryology", None]))
    d.ln(cs.ch(["IVF CYCLE SUMMARY", "TREATMENT CYCLE REPORT - IVF/ICSI", "Cycle Summary and Embryology Report"]))
    d.ln("")
    d.ln("Patient: ", cs.pn(cs.ch(["full", "LF", "lf"])), "   DOB ", cs.D(cs.dob), "  (", cs.A(), ")")
    d.ln(cs.mrn_label(), " ", cs.MRN(), "   ", cs.ch(["Cycle ID", "Cycle no.", "Treatment ID"]), " ",
         Phi("%s-%02d-%04d" % (cs.ch(["IVF", "ICSI", "C", "TC"]), cs.today.year % 100, cs.ri(0, 9999)), "IDNUM"))
    if donor:
        d.ln("Sperm source: donor, code ", Phi("D%s-%03d" % (cs.ch(["K", "M", "X", "Q"]), cs.ri(0, 999)), "IDNUM"),
             [" (imported from ", cs.country(cs.ch(["Denmark", "the United States" if not cs.us else "Denmark",
                                                    "Canada"])), ")"] if cs.p(0.5) else " (local bank)")
        if cs.partner.sex == "F":
            d.ln("Partner: ", cs.fam("full"), " (", cs.partner_word(), ")")
    else:
        _partner_line(d, cs)
    if not cs.us and cs.p(0.6):
        d.ln("Medicare ", cs.HP(), ["   IHI ", cs.ihi()] if cs.p(0.5) else "")
    elif cs.us and cs.p(0.6):
        d.ln("Coverage: ", cs.org(cs.insurer), " #", cs.HP(), " (", cs.ch(["IVF rider", "state mandate",
                                                                          "self-pay"]), ")",
             ["   SSN ", cs.SSN()] if cs.p(0.4) else "")
    d.ln("Clinician: ", cs.dn(rei, "dr_full"), "   Nurse coordinator: ", cs.dn(nurse, "full"),
         " (", cs.PH(cs.phone(style=None)), ")")
    d.ln("")
    proto = cs.ch(["antagonist", "antagonist", "long agonist", "flare", "PPOS"])
    day1 = cs.today - TD(days=cs.ri(25, 45))
    fsh = cs.ch([150, 187.5, 225, 300, 375])
    drug = cs.ch(["follitropin alfa (Gonal-f)", "Puregon", "Rekovelle", "Menopur + Gonal-f"])
    d.ln("Protocol: ", proto, ", cycle ", str(cs.ri(1, 5)), ". Day 1 of cycle ", cs.D(day1), ".")
    d.ln("Stimulation: ", drug, " %s IU daily from " % fsh, cs.D(day1 + TD(days=cs.ri(1, 2))),
         "; ", cs.ch(["cetrorelix 0.25 mg", "ganirelix 250 mcg", "Orgalutran 0.25 mg"]), " from stim day 5-6.")
    d.ln("")
    d.ln("MONITORING")
    e2u = "pg/mL" if cs.us else "pmol/L"
    d.ln("Date        Stim day  E2 (%s)  LH (IU/L)  P4 (%s)  Follicles R/L >=12 mm  Dose" % (
        e2u, "ng/mL" if cs.us else "nmol/L"))
    start = day1 + TD(days=1)
    sday = 1
    e2 = cs.ri(250, 600)
    nd = cs.ri(3, 5)
    for k in range(nd):
        sday += cs.ri(2, 3)
        dd = start + TD(days=sday - 1)
        e2 = min(int(e2 * cs.u(1.4, 2.1)), cs.ri(9000, 16000))
        ev = int(e2 / 3.67) if cs.us else e2
        fr, fl = cs.ri(0, 3 + k * 2), cs.ri(0, 3 + k * 2)
        d.ln(cs.D(dd, "mdY0" if cs.us else "dmY0"),
             "  %-9d %-11d %-10.1f %-9.1f %-21s %s" % (sday, ev, cs.u(0.8, 9.0), cs.u(0.3, 1.4),
                                                     "%d/%d" % (fr, fl), fsh))
    trig = start + TD(days=sday)
    d.ln("Trigger: ", cs.ch(["Ovidrel 250 mcg", "hCG 10,000 IU", "triptorelin 0.2 mg (agonist trigger)",
                            "dual trigger (Decapeptyl 0.2 mg + Pregnyl 1500 IU)"]),
         " at %02d:%02d on " % (cs.ri(19, 23), cs.ri(0, 59)), cs.Dw(trig), ".")
    opu = trig + TD(days=2)
    n_oo = cs.ri(4, 19)
    n_m2 = max(1, n_oo - cs.ri(0, 4))
    n_2pn = max(1, n_m2 - cs.ri(0, 3))
    d.ln("")
    d.ln("OPU ", cs.D(opu), " by ", cs.dn(rei, "dr_last"), " under sedation: %d oocytes, %d MII, %s." %
         (n_oo, n_m2, cs.ch(["ICSI", "IVF insemination", "ICSI (male factor)"])))
    if not donor:
        d.ln("Semen (fresh, abstinence %d d): vol %.1f mL, conc %d M/mL, prog motility %d%%, morph %d%%." %
             (cs.ri(2, 5), cs.u(1.2, 5.0), cs.ri(4, 90), cs.ri(12, 60), cs.ri(1, 9)))
    d.ln("Fertilisation check (", cs.Dshort(opu + TD(days=1)), "): %d 2PN, %d 1PN, %d 3PN." %
         (n_2pn, cs.ri(0, 1), cs.ri(0, 1)))
    d.ln("Culture: time-lapse incubator ", cs.ch(["EmbryoScope+", "Geri", "MIRI TL"]), " SN ", cs.serial(),
         ", ", cs.ch(["5% O2", "low O2"]), ", single-step medium.")
    d.ln("")
    d.ln("EMBRYOLOGY")
    d.ln("Emb  D1    D3        D5/D6      Grade  Outcome           Straw ID")
    fates = []
    for k in range(min(n_2pn, cs.ri(3, 8))):
        d3 = "%dc G%d" % (cs.ch([6, 7, 8, 8, 8, 9, 10]), cs.ri(1, 3))
        bl = cs.ch(["D5", "D5", "D6", "arrest"])
        gr = "-" if bl == "arrest" else cs.ch(GARD)
        if bl == "arrest":
            fate = "discarded"
        elif k == 0 and "fresh" not in fates and cs.p(0.6):
            fate = "fresh ET"
        else:
            fate = cs.ch(["vitrified", "vitrified", "biopsied+vitrified", "discarded"]) if gr[-1] != "C" \
                else "discarded"
        fates.append(fate)
        straw = Phi("%s-%s-%02d" % (cs.mrn[-4:], cs.ch("ABCDEFGH"), k + 1), "IDNUM") if "vitrified" in fate else "-"
        d.ln("E%-3d 2PN   %-9s %-10s %-6s %-17s " % (k + 1, d3, bl, gr, fate), straw)
    if any("biopsied" in f for f in fates):
        d.ln("PGT-A biopsies sent to ", cs.org(cs.ch(P.LABS[cs.c])), ", batch ", cs.acc("G"), ".")
    d.ln("")
    d.ln("Witnessing: electronic (RI Witness). Patient identity confirmed at OPU and ET by ",
         cs.ch(["palm-vein scan", "fingerprint", "biometric ID"]), " ", cs.bioid(),
         ["; partner ", cs.bioid()] if not donor and cs.p(0.6) else "", ".")
    d.ln("Embryologists: ", cs.dn(emb, cs.ch(["full", "init_last"])), " / ", cs.dn(emb2, cs.ch(["full", "initials"])))
    d.ln("")
    if "fresh ET" in fates:
        et = opu + TD(days=5)
        d.ln("Embryo transfer ", cs.D(et), ": single fresh blastocyst (E1), ", cs.ch(["easy", "easy", "difficult, tenaculum "
                                                                                        "used"]),
             ", ", cs.ch(["Wallace", "Cook Sydney", "Kitazato"]), " catheter, ", cs.dn(rei, "dr_last"), ".")
        d.ln("Luteal support: ", cs.ch(["progesterone 200 mg PV tds", "Crinone 8% daily", "PIO 50 mg IM daily"
                                        if cs.us else "Utrogestan 200 mg tds"]), ".")
        bh = et + TD(days=cs.ri(9, 11))
        d.ln("Serum beta-hCG ", cs.D(bh), ": ", cs.ch(["%d IU/L - positive. Viability scan at 7 weeks." % cs.ri(90, 900),
                                                         "<2 IU/L - negative.", "%d IU/L - low, repeat 48 h." % cs.ri(8, 60)]))
    else:
        d.ln("Freeze-all (", cs.ch(["OHSS risk", "elevated P4 on trigger day", "PGT-A pending",
                                    "endometrium 5.8 mm"]), "). FET to be planned after ", cs.ch(["next period",
                                                                                                 "PGT-A results"]), ".")
    if cs.p(0.5):
        d.ln("OHSS: ", cs.ch(["no symptoms", "mild - fluids, review 48 h", "cabergoline 0.5 mg x 8 days"]), ".")
    d.ln("")
    d.ln("Portal: ", cs.url(cs.ch(["myivf", "patientportal", "fertility/login"])), "  user ",
         Phi((cs.pt.first[0] + cs.pt.last).lower().replace(" ", "").replace("'", "").replace("-", "") +
             str(cs.ri(1, 99)), "USERNAME"))
    C.sign(d, cs, nurse if cs.p(0.5) else emb, role=cs.ch(["Fertility Nurse", "Senior Embryologist", None]))


def _letter_head(d, cs, site, gp, gp_site, date):
    C.letterhead(d, cs, site, unit=None)
    d.ln(cs.D(date, cs.ds2))
    d.ln("")
    d.ln(cs.dn(gp, cs.ch(["dr_full", "full_cred"])))
    d.ln(Phi(gp_site, "HOSPITAL"))
    if cs.p(0.6):
        d.ln(cs.site_addr())
    if cs.p(0.4):
        d.ln("Fax: ", cs.FX())
    d.ln("")
    d.ln("Dear ", cs.dr, " ", cs.dn(gp, "last"), ",")
    d.ln("")


def gen_fert_letter(cs, d):
    cs.set_age(cs.ri(26, 43))
    rei = cs.clin("rei")
    gp = cs.clin("gp")
    gp_site = cs.gp_practice
    _letter_head(d, cs, cs.fert, gp, gp_site, cs.today)
    single = cs.p(0.15)
    d.ln("Re: ", cs.pn(cs.ch(["full", "fml"])), " (DOB ", cs.D(cs.dob), ")",
         "" if single else [" and ", cs.fam("full"), " (DOB ",
                            cs.D(cs.partner_dob), ")"])
    d.ln("    ", cs.addr("one"))
    if cs.p(0.5):
        d.ln("    ", cs.mrn_label(), " ", cs.MRN())
    d.ln("")
    ttc = cs.ch(["12 months", "18 months", "2 years", "3 years", "8 months"])
    who = cs.pn(cs.ch(["title_last", "first", "title_full"]))
    if single:
        d.ln("Thank you for referring ", who, ", a ", C.age_phrase(cs), " ", cs.prof_phi(),
             ", who is single and wishes to conceive using donor sperm.")
    else:
        d.ln("Thank you for referring ", who, " and her ", cs.partner_word(), " ", cs.fam("first"),
             ", who have been trying to conceive for ", ttc, ". She is ", cs.A(), " and works as ", "an " if cs.prof[0] in "aeiou" else "a ", cs.prof_phi(),
             "; ", cs.fam("first"), " is ", cs.A(cs.partner_age), " and is ", "an " if cs.partner_prof[0] in "aeiou"
             else "a ", cs.prof_phi(True), ".")
    d.ln("")
    d.ln(cs.ch(["History", "HISTORY"]))
    cyc = cs.ch(["regular 28-30 day cycles", "irregular cycles 35-60 days", "regular cycles, dysmenorrhoea 7/10"
                 if not cs.us else "regular cycles, dysmenorrhea 7/10", "oligomenorrhoea" if not cs.us else
                 "oligomenorrhea"])
    obh = cs.ch(["No previous pregnancies. ", "One previous miscarriage in ", "A previous ectopic in ",
                 "One child from a previous relationship, born "])
    d.ln(cs.ch(["She reports ", "Menstrual history: "]), cyc, ". ", obh,
         [cs.Y(cs.today.year - cs.ri(2, 9)), ". "] if obh.endswith("in ") or obh.endswith("born ") else "",
         "BMI %.1f. Non-smoker." % cs.u(19, 36))
    ph = cs.ch(["nil significant", "PCOS", "ENDO", "chlamydia treated", "hypothyroidism on thyroxine"])
    if ph == "ENDO":
        d.ln("Past history: endometriosis (laparoscopy ", cs.Dmy(cs.today - TD(days=cs.ri(200, 2000))), ", ",
             cs.H(cs.ch(P.US_HOSPITALS if cs.us else P.AU_HOSPITALS)), ").")
    else:
        d.ln("Past history: ", ph, ".")
    d.ln("")
    d.ln("Investigations")
    amh_u = "ng/mL" if cs.us else "pmol/L"
    amh = cs.u(0.3, 6.5) if cs.us else cs.u(2, 45)
    d.ln("- AMH %.1f %s; day 2 FSH %.1f IU/L, LH %.1f, E2 %d %s" % (amh, amh_u, cs.u(4, 14), cs.u(2, 12),
                                                                 cs.ri(80, 250) if not cs.us else cs.ri(20, 70),
                                                                 "pmol/L" if not cs.us else "pg/mL"))
    d.ln("- TSH %.2f, prolactin %d %s, day 21 progesterone %s" % (cs.u(0.6, 3.5, 2),
                                                                 cs.ri(150, 480) if not cs.us else cs.ri(5, 22),
                                                                 "mIU/L" if not cs.us else "ng/mL",
                                                                 cs.ch(["%d nmol/L" % cs.ri(5, 60),
                                                                        "%.1f ng/mL" % cs.u(1.5, 19)])))
    hsg = cs.today - TD(days=cs.ri(10, 90))
    d.ln("- ", cs.ch(["HSG", "HyCoSy", "Saline sonogram"]), " ", cs.D(hsg), ": ",
         cs.ch(["bilateral free spill", "left proximal occlusion", "normal cavity, bilateral patency",
                "right hydrosalpinx"]), ".")
    if not single and cs.partner.sex == "M":
        sa = cs.today - TD(days=cs.ri(5, 80))
        d.ln("- Semen analysis ", cs.D(sa), " (", cs.org(cs.ch(P.LABS[cs.c])), ", ref ", cs.acc("SA"),
             "): volume %.1f mL, %d M/mL, progressive motility %d%%, normal forms %d%%." %
             (cs.u(1.0, 5.2), cs.ri(2, 110), cs.ri(8, 64), cs.ri(1, 12)))
    d.ln("- Pelvic US: AFC %d, %s." % (cs.ri(3, 32), cs.ch(["normal uterus", "small intramural fibroid 18 mm",
                                                            "polycystic morphology", "endometrioma L ovary 32 mm"])))
    d.ln("")
    d.ln(cs.ch(["Assessment and plan", "Impression and plan", "Plan"]))
    d.ln(cs.ch(["Unexplained infertility", "Anovulatory infertility (PCOS)", "Male factor subfertility",
                "Tubal factor", "Diminished ovarian reserve", "Requires donor sperm"]), ". We discussed:")
    for item in C.med_list(cs, [
        "ovulation induction with letrozole 2.5-7.5 mg days 3-7 with tracking scans",
        "IUI x3 cycles followed by IVF if unsuccessful", "IVF/ICSI with an antagonist protocol",
        "pre-conception folate and vitamin D", "weight optimisation prior to treatment" if not cs.us else
        "weight optimization prior to treatment", "genetic carrier screening (CF, SMA, FXS)",
        "counselling session (mandatory for donor treatment)" if not cs.us else "psychology consult",
        "out-of-pocket costs" if not cs.us else "insurance preauthorization"], cs.ri(2, 4)):
        d.ln("  - ", item)
    fu = cs.today + TD(days=cs.ri(14, 60))
    d.ln("I will see them again on ", cs.Dw(fu), cs.ch([".", " to consent for treatment."]),
         " They can contact our nurses on ", cs.PH(), " or ", cs.site_email(cs.ch(["ivfnurses", "fertility.nurses",
                                                                                    "coordinator"])), ".")
    d.ln("")
    d.ln(cs.ch(["Kind regards,", "Yours sincerely,", "Best regards,"]))
    d.ln("")
    d.ln(cs.dn(rei, cs.ch(["dr_full", "full_cred_nc"])))
    d.ln(cs.ch(["Reproductive Endocrinologist", "REI Physician", "Medical Director"] if cs.us else
                ["Fertility Specialist", "CREI", "Consultant"]))
    v = cs.lic(rei)
    d.ln(cs.lic_label(v), " ", v)
    if cs.p(0.4):
        C.cc_block(d, cs, gp)


GYN = [
    ("Heavy menstrual bleeding with fibroids", "heavy periods flooding through pads, Hb ", "fib"),
    ("Endometriosis", "severe dysmenorrhoea and deep dyspareunia", "endo"),
    ("Postmenopausal bleeding", "two episodes of postmenopausal bleeding", "pmb"),
    ("Abnormal cervical screening", "HPV 16 detected on cervical screening", "cin"),
    ("Pelvic organ prolapse", "vaginal bulge and incomplete emptying", "pop"),
    ("Polycystic ovary syndrome", "oligomenorrhoea, hirsutism and acne", "pcos"),
    ("Ovarian cyst", "an incidental 6 cm left adnexal cyst on CT", "cyst"),
]


def gen_gyn_letter(cs, d):
    dx, hx, key = cs.ch(GYN)
    if key in ("pmb", "pop"):
        cs.set_age(cs.ri(52, 79))
    cons = cs.clin("ob")
    gp = cs.clin("gp")
    gp_site = cs.gp_practice
    clinic_date = cs.today
    _letter_head(d, cs, cs.hosp if cs.p(0.6) else cs.clinic, gp, gp_site, clinic_date + TD(days=cs.ri(0, 6)))
    d.ln("Re: ", cs.pn(cs.ch(["full", "LF", "fml"])), ", DOB ", cs.D(cs.dob), ", ", cs.mrn_label(), " ", cs.MRN())
    if cs.p(0.6):
        d.ln("     ", cs.addr("one"), ["  Ph ", cs.PH(cs.phone_pt)] if cs.p(0.4) else "")
    d.ln("Seen in ", cs.sp("Gynecology", "Gynaecology"), " Clinic ", cs.D(clinic_date))
    d.ln("Diagnosis: ", dx)
    d.ln("")
    d.ln("Thank you for referring ", cs.pn(cs.ch(["title_last", "title_full", "first"])), ", a ", C.age_phrase(cs),
         " ", "G%dP%d" % (cs.ri(0, 4), cs.ri(0, 3)) if cs.p(0.5) else "woman", ", with ",
         hx.replace("dysmenorrhoea", cs.sp("dysmenorrhea", "dysmenorrhoea")).replace(
             "oligomenorrhoea", cs.sp("oligomenorrhea", "oligomenorrhoea")),
         C.hb(cs, True).split(" ", 1)[1] if key == "fib" else "", ".")
    if cs.p(0.6):
        d.ln("She works as ", "an " if cs.prof[0] in "aeiou" else "a ", cs.prof_phi(), cs.ch([
            " and finds the symptoms are affecting her work.", ".", " and has taken several days off."]))
    if cs.p(0.35):
        rel, fn = cs.other_family()
        d.ln("She attended with her ", rel, " ", fn, ".")
    d.ln("")
    if key == "fib":
        d.ln("Pelvic US (", cs.D(cs.today - TD(days=cs.ri(10, 60))), "): bulky uterus with %d fibroids, largest %d mm "
             "%s (FIGO %d)." % (cs.ri(1, 4), cs.ri(25, 95), cs.ch(["intramural", "submucosal", "subserosal"]),
                                 cs.ri(1, 6)))
        plan = ["Options discussed: LNG-IUS, tranexamic acid, GnRH analogue, hysteroscopic resection, myomectomy, "
                "hysterectomy.", "Iron infusion arranged.", "Booked for hysteroscopy and D&C."]
    elif key == "endo":
        plan = ["Commenced continuous %s." % cs.ch(["dienogest 2 mg", "COCP", "norethisterone 5 mg"]),
                "Listed for laparoscopy and excision of endometriosis (category 2).",
                "Referral to pelvic pain physiotherapist."]
    elif key == "pmb":
        d.ln("TVUS: endometrial thickness %.1f mm. Pipelle biopsy taken, specimen " % cs.u(3, 14), cs.acc("H"), ".")
        plan = ["Hysteroscopy D&C if histology inconclusive.", "Will write with results."]
    elif key == "cin":
        d.ln("Colposcopy ", cs.D(cs.today), ": ", cs.ch(["TZ type 1, acetowhite change at 3-5 o'clock.",
                                                         "TZ type 3, inadequate.", "high-grade change, punch biopsies x2."]),
             "" if cs.p(0.3) else [" Histology ", cs.acc("CY"), "."])
        plan = ["LLETZ under LA if HSIL confirmed." if not cs.us else "LEEP if CIN 2+ confirmed.",
                "Repeat co-test in 12 months."]
    elif key == "pop":
        d.ln("POP-Q: Aa %+d, Ba %+d, C %+d; stage %d anterior prolapse." % (cs.ri(-1, 3), cs.ri(-1, 3), cs.ri(-6, 0),
                                                                           cs.ri(2, 3)))
        plan = ["Ring pessary fitted (size %d mm)." % cs.ch([63, 66, 70, 74]), "Pelvic floor physio referral.",
                "Vaginal oestrogen cream twice weekly." if not cs.us else "Vaginal estrogen twice weekly."]
    elif key == "pcos":
        plan = ["COCP for cycle control.", "Metformin XR 500 mg titrating.", "OGTT and lipids requested."]
    else:
        d.ln(cs.sp("Tumor", "Tumour") + " markers: CA-125 %d U/mL. RMI %d." % (cs.ri(8, 60), cs.ri(10, 180)))
        plan = ["Repeat US in 8 weeks.", "Laparoscopic cystectomy if persisting."]
    d.ln("")
    d.ln("Plan:")
    for i, pl in enumerate(plan):
        d.ln("%d. %s" % (i + 1, pl))
    fu = cs.today + TD(days=cs.ri(21, 120))
    d.ln("%d. Review in clinic on " % (len(plan) + 1), cs.D(fu), " or earlier if needed.")
    d.ln("")
    d.ln(cs.ch(["Yours sincerely,", "Kind regards,", "Sincerely,"]))
    d.ln(cs.dn(cons, cs.ch(["dr_full", "full_cred_nc"])))
    d.ln(cs.ch(["Attending, Gynecology", "Division of General OB/GYN"] if cs.us else
               ["Consultant Gynaecologist", "Staff Specialist O&G"]) if cs.p(0.7) else cs.ch([
                "Gynecologic Surgeon" if cs.us else "VMO Gynaecologist"]))
    if cs.p(0.5):
        v = cs.lic(cons)
        d.ln(cs.lic_label(v), ": ", v)
    if cs.p(0.5):
        C.dictation(d, cs, cons)
    C.cc_block(d, cs, gp) if cs.p(0.3) else None

"""Genres 1-4: psychiatry admission, paediatric clinic, home health visits, physio/OT."""
from common import Ctx, DRUGS, PAEDS_DRUGS, PSY_SYMPTOMS, MSE, PAEDS_PRESENT, CLIN_FILLER, num_words, rand_digits, rand_letters
from core import Person


def _legal(c):
    code = c.code
    return c.ch({
        "us": ["72-hour emergency hold (5150)", "voluntary", "involuntary, petition filed", "voluntary (signed 72-hour letter)"],
        "uk": ["Section 2 MHA 1983", "Section 3 MHA 1983", "informal", "Section 136 converted to Section 2"],
        "ie": ["involuntary (Form 6), Mental Health Act 2001", "voluntary", "involuntary (Form 13)"],
        "ca": ["Form 1 (Ontario MHA)", "voluntary", "certified (Form 3)", "Form 1, 72 hours"],
        "au": ["Involuntary Patient (MHA 2007 NSW)", "voluntary", "Assessment Order", "Temporary Treatment Order"],
        "sg": ["Section 10 MHCTA", "voluntary", "Section 7 Order"],
        "ng": ["voluntary", "involuntary (family consent)", "emergency admission"],
    }[code])


def psychiatry(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    pron, refl, poss = ("him", "himself", "his") if pt.sex == "M" else ("her", "herself", "her")
    age = rng.randint(18, 86)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    ward = loc.c("wards")
    cons, reg, nurse = c.staff(), c.staff(), c.staff()
    d.ln((hosp, "HOSPITAL"), c.ch([" — Department of Psychiatry", " | Adult Mental Health", " - Acute Psychiatric Unit", ""]))
    d.ln(c.ch(["PSYCHIATRY ADMISSION NOTE", "Psychiatric Admission Assessment", "ADMISSION CLERKING - PSYCHIATRY"]))
    d.ln("Name: ", pt.last_first(upper=c.r() < 0.5), "    ", c.mrn_line())
    d.ln("DOB: ", loc.date(dob, "dob"), "   Age: ", (str(age), "AGE"), "   Sex: ", pt.sex)
    if code == "uk" and c.r() < 0.7:
        d.ln("NHS No: ", (loc.nhs(), "MRN"))
    elif c.r() < 0.4:
        lab, val, typ = loc.natid()
        d.ln(lab, ": ", (val, typ))
    if c.r() < 0.5:
        d.ln("Encounter: ", (loc.account(), "ACCOUNT"))
    d.w("Admitted: ", c.date(0), " ", c.time(), " to ", (ward, "HOSPITAL"))
    if c.r() < 0.7:
        d.w(", room ", (str(rng.randint(1, 30)) + c.ch(["", "A", "B"]), "LOCATION_OTHER"))
    if c.r() < 0.6:
        d.w(c.ch([", bed ", " bed ", ", Bed "]), (str(rng.randint(1, 24)), "LOCATION_OTHER"))
    d.ln()
    d.ln("Legal status: ", _legal(c))
    d.ln("Address: ", loc.address())
    d.ln(c.ch(["Tel: ", "Mobile: ", "Ph: "]), (loc.phone("mobile"), "PHONE"))
    gp = c.staff()
    d.ln(c.ch(["GP: ", "PCP: ", "Family physician: "]), gp.titled(), ", ", (loc.c("practices"), "HOSPITAL"),
         " (", c.ch(["tel ", "ph ", ""]), (loc.phone(), "PHONE"), ")")
    nokrel, nok = c.relative()
    d.ln("NOK: ", nok.full(), " (", nokrel, ") ", (loc.phone("mobile"), "PHONE"))
    d.ln()
    # HPC
    d.ln("HISTORY OF PRESENTING COMPLAINT")
    prof = c.prof()
    status = c.ch(["single", "married", "separated", "divorced", "cohabiting"] + (["widowed"] if age > 45 else []))
    brel, bringer = c.relative()
    d.w(c.age_expr(age), " ", status, " ", prof, c.ch([" brought to ED by ", " referred via ED after presentation with ", " who attended with "]),
        bringer.first() if c.r() < 0.5 else bringer.full(), " (", brel, ")")
    d.w(" on ", c.date(-1, c.ch(["weekday", "wd_short", "num"])), " with ")
    d.ln(c.ch(PSY_SYMPTOMS).format(pron=pron, refl=refl), ".")
    d.w(pt.first(), c.ch([" reports that things deteriorated after ", " dates the onset to ", " says symptoms began around "]))
    k = c.r()
    if k < 0.3:
        d.w((c.ch(["Christmas", "Easter", "New Year", "Thanksgiving" if code in ("us", "ca") else "Boxing Day", "Eid"]), "DATE"))
    elif k < 0.7:
        d.w(c.date(-rng.randint(20, 200), "monthyear"))
    else:
        d.w(c.date(-rng.randint(20, 120), "daymonth"))
    d.ln(c.ch([", when ", " when "]), poss, c.ch([" relationship ended.", " contract was not renewed.", " father became unwell.",
                                                    " benefits were stopped.", " house was flooded."]))
    if c.r() < 0.3:
        d.ln("Police had found ", pron, c.ch([" wandering near the ", " on the ", " distressed at the "]), (loc.c("landmarks"), "LOCATION_OTHER"),
             " at ", c.time(0, 5), ".")
    d.ln(c.ch(["PHQ-9 21/27, GAD-7 16/21.", "HoNOS 18. YMRS 24.", "PANSS positive 22.", "AUDIT 28; CIWA-Ar 12.", "BPRS 44."]))
    d.ln()
    d.ln("PAST PSYCHIATRIC HISTORY")
    h2 = loc.c("hospitals")
    d.ln(c.ch(["Previous admission to ", "One prior admission at ", "Admitted to "]), (h2, "HOSPITAL"), " in ",
         c.date(-rng.randint(400, 3000), c.ch(["year", "monthyear"])), c.ch([" (psychotic depression).", " following an overdose.",
                                                                             " under Section 2.", " for mania."]))
    cc = c.staff()
    d.ln(c.ch(["Care coordinator: ", "Community team key worker ", "Case manager "]), cc.full(), c.ch([" (CMHT)", ", CPN", " (ACT team)", ""]),
         " since ", c.date(-rng.randint(200, 1500), "year"), c.ch(["; last seen ", "; last contact "]), c.date(-rng.randint(5, 40), c.ch(["num", "daymonth", "wd_short"])), ".")
    d.ln("Medications: ", "; ".join(rng.sample(DRUGS, 3)), ".")
    d.ln("Allergies: ", c.ch(["NKDA", "penicillin (rash)", "haloperidol - acute dystonia", "nil known"]), ".")
    d.ln()
    # family history
    d.ln("FAMILY HISTORY")
    mo = c.fam("F", same_surname=c.r() < 0.5)
    fa = c.fam("M", same_surname=True)
    mage = age + rng.randint(20, 35)
    if c.r() < 0.6 and mage < 95:
        d.ln("- Mother ", mo.full(), ", ", (str(mage), "AGE"), c.ch([", bipolar affective disorder, on lithium.", ", recurrent depression.",
                                                                    ", well."] + ([", dementia, lives in a care home."] if mage > 70 else [])))
    else:
        d.ln("- Mother ", mo.first(), " died aged ", (str(rng.randint(45, 88)), "AGE"), " (", c.ch(["breast cancer", "stroke", "suicide", "COPD"]),
             ") in ", c.date(-rng.randint(800, 9000), "year"), ".")
    d.ln("- Father ", fa.full() if c.r() < 0.5 else fa.first(), c.ch([", alcohol dependence", ", schizophrenia", ", no psychiatric history"]),
         "; ", c.ch(["died at ", "passed away at ", "deceased, aged "]), (str(rng.randint(50, 90)), "AGE"), ".")
    nsib = rng.randint(1, 3)
    for _ in range(nsib):
        sx = c.ch("FM")
        sib = c.fam(sx, same_surname=c.r() < 0.6)
        sage = max(14, age + rng.randint(-10, 10))
        d.w("- ", "Sister " if sx == "F" else "Brother ", sib.first(), " (", (str(sage), "AGE"), ")")
        k = c.r()
        if k < 0.35:
            d.ln(", lives in ", loc.other_city(), c.ch(["; supportive.", "; estranged.", "."]))
        elif k < 0.55:
            d.ln(", emigrated to ", c.country_other(), " in ", c.date(-rng.randint(300, 5000), "year"), ".")
        elif k < 0.8:
            d.ln(", works as a ", c.prof(), " at ", c.org(), ".")
        else:
            d.ln(", ", c.ch(["ADHD", "anxiety", "no MH history", "history of self-harm"]), ".")
    d.ln("- Maternal aunt: schizophrenia. No known family history of Huntington's disease.")
    d.ln()
    d.ln("SOCIAL HISTORY")
    k = c.r()
    if status in ("married", "cohabiting"):
        prel, partner = c.ch([("wife", "F"), ("husband", "M"), ("partner", "F"), ("partner", "M")])
        p = c.fam(partner)
        d.ln("Lives with ", prel, " ", p.full(), " (", (str(max(18, age + rng.randint(-6, 6))), "AGE"), "), a ", c.prof(), " at ", c.org(),
             c.ch([", in a two-bedroom flat.", ", in a rented house.", ", in their own home."]))
        nk = rng.randint(0, 2)
        for _ in range(nk):
            ks = c.ch("FM")
            kid = c.fam(ks, same_surname=True)
            if age < 24:
                continue
            if age <= 50:
                kage = rng.randint(5, min(17, age - 18))
                d.ln("Son " if ks == "M" else "Daughter ", kid.first(), ", ", (str(kage), "AGE"),
                     c.ch([", attends ", ", at "]), (loc.c("schools"), "ORGANIZATION"), ".")
            else:
                kage = rng.randint(20, age - 20)
                d.ln("Son " if ks == "M" else "Daughter ", kid.full(), ", ", (str(kage), "AGE"), ", ", c.prof(),
                     *c.ch([[", lives nearby."], [", visits weekly."], [", lives in ", loc.other_city(), "."]]))
    else:
        ll = c.fam()
        d.ln("Lives alone in ", c.ch(["a council flat", "a bedsit", "supported accommodation", "a rented room"]),
             "; landlord ", ll.titled(), *(c.ch([[" has raised concerns about hoarding."], [" is aware."],
                                                  [" contacted police on ", c.date(-rng.randint(2, 15), c.ch(["weekday", "wd_short"])), "."]])))
    if c.r() < 0.6:
        mgr = c.fam()
        d.ln("Employment: works as a ", prof, " at ", c.org(), " since ", c.date(-rng.randint(300, 4000), "year"),
             "; line manager ", mgr.full(), " is aware of admission.")
    else:
        d.ln("Employment: ", c.ch(["unemployed since ", "on sick leave since ", "retired since "]), c.date(-rng.randint(60, 900), "monthyear"),
             "; previously a ", prof, " with ", c.org(), ".")
    if c.r() < 0.5:
        d.ln(c.ch(["Grew up in ", "Born and raised in "]), (loc.pick_place()[0], "CITY"), c.ch(["; left school at ", "; finished school at "]),
             (str(rng.randint(15, 18)), "AGE"), ".")
    else:
        d.ln("Born in ", c.country_other(), c.ch(["; moved to ", "; came to "]), (loc.d["country"], "COUNTRY"), " in ",
             c.date(-rng.randint(1000, 12000), "year"), ".")
    d.ln("Substances: ", c.ch(["alcohol ~40 units/week, cannabis daily since age ", "tobacco 20/day, occasional cocaine since age ",
                                "no alcohol; vapes; first drank at "]), (str(rng.randint(12, 19)), "AGE"), ".")
    if c.r() < 0.5:
        d.ln("Forensic: ", c.ch(["caution for affray in ", "conviction for drink-driving in ", "no forensic history; police contact in "]),
             c.date(-rng.randint(300, 4000), "year"), ".")
    if c.r() < 0.55:
        d.ln("Driving: holds a licence; drives a ", c.ch(["silver Toyota Corolla", "white Ford Transit van", "blue Honda Civic", "red Kia Picanto"]),
             ", reg ", (loc.plate(), "VEHICLE"), ". Advised not to drive; ",
             {"us": "DMV", "uk": "DVLA", "ie": "NDLS", "ca": "MTO", "au": "Transport for NSW", "sg": "LTA", "ng": "FRSC"}[code], " notification discussed.")
    if c.r() < 0.4:
        d.ln("Faith: ", c.ch(["attends ", "member of ", "volunteers at "]), (loc.c("churches"), "ORGANIZATION"), ".")
    d.ln()
    d.ln(c.ch(MSE))
    d.ln("Physical: ", " ".join(rng.sample(CLIN_FILLER, 2)))
    d.ln()
    d.ln("RISK: ", c.ch(["to self - high (recent OD, hopelessness)", "to self - moderate; to others - low", "self-neglect - high; exploitation - moderate"]),
         ". Level 2 observations (15-min checks).")
    d.ln()
    d.ln("COLLATERAL")
    crel, col = (nokrel, nok) if c.r() < 0.6 else c.relative()
    d.ln("Spoke to ", crel, " ", col.first(), " by phone (", (loc.phone("mobile"), "PHONE"), ") at ", c.time(), c.ch([" on ", ", "]),
         c.date(0, c.ch(["num", "short", "wd_short"])), ": ", c.ch(["reports 2 weeks of not sleeping and giving away possessions.",
                                                                   "confirms previous episodes were similar.",
                                                                   "worried about money and threats made to neighbour.",
                                                                   "says " + ("he" if pt.sex == "M" else "she") + " stopped lithium in the summer."]))
    d.ln()
    d.ln("PLAN")
    d.ln("1. Bloods: FBC, U&E, LFT, TFTs, lipids, HbA1c, prolactin, lithium level. ECG (QTc 431 ms).")
    d.ln("2. ", c.ch(["Restart ", "Commence ", "Continue "]), c.ch(DRUGS), ".")
    d.ln("3. Consultant review by ", cons.titled(), " on ", c.date(c.workday(rng.randint(1, 3)), c.ch(["weekday", "wd_short", "wd_long"])), " ward round.")
    d.ln("4. OT and social work referral; ", c.ch(["family meeting with ", "update "]), nokrel, " ", nok.first(), ".")
    d.ln()
    d.w(c.sign(reg, "psych"), c.ch([", ST4 Psychiatry", ", CT2", ", Registrar", ", Resident"]))
    if c.r() < 0.7:
        d.w(c.ch(["  bleep ", "  pager ", "  Bleep: "]), (loc.pager(), "PHONE"))
    d.ln()
    if c.r() < 0.6:
        lab, val = loc.license("doctor")
        d.ln(lab, " ", (val, "LICENSE"))
    d.ln("Discussed with ", cons.titled(), c.ch([" (consultant on call).", ".", ", consultant psychiatrist."]))
    if c.r() < 0.5:
        d.ln("Nursing admission completed by ", nurse.full(), ", ", loc.cred("nurse"), ".")
    if c.r() < 0.45:
        tr = c.staff()
        d.ln("DD: ", c.date(0, "num"), "  DT: ", c.date(1, "num"), "  ", reg.initials("ab"), "/", tr.initials("ab"))
    return d


def paediatric(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    he, his = ("he", "his") if pt.sex == "M" else ("she", "her")
    age_y = rng.randint(0, 15)
    dob = c.dob(age_y)
    hosp = loc.c("hospitals")
    doc, gp = c.staff(), c.staff()
    mother = c.fam("F", same_surname=c.r() < 0.6)
    father = c.fam("M", same_surname=True)
    loc.paeds = True
    kids = [h for h in loc.d["hospitals"] if "Children" in h or "Pediatric" in h]
    if kids and c.r() < 0.6:
        hosp = c.ch(kids)
    paed = "Pediatric" if code in ("us", "ca") else "Paediatric"
    d.ln((hosp, "HOSPITAL"), " - ", c.ch([f"{paed} Outpatients", f"General {paed} Clinic", f"{paed} Respiratory Clinic", "Child Development Clinic"]))
    d.ln("Clinic date: ", c.date(0), c.ch(["   Room ", "   Room: ", "   Consulting room "]), (c.ch(["3", "12", "B4", "7A", "2"]), "LOCATION_OTHER"))
    d.w("Patient: ", pt.full() if c.r() < 0.6 else pt.last_first(upper=True), "   DOB: ", loc.date(dob, "dob"), "   Age: ")
    if age_y == 0:
        mo = (c.ref.year - dob.year) * 12 + c.ref.month - dob.month - (c.ref.day < dob.day)
        if mo < 1:
            d.ln((str(max(1, (c.ref - dob).days // 7)), "AGE"), " weeks")
        else:
            d.ln((str(mo), "AGE"), c.ch([" months", "m", " mo"]))
    else:
        d.ln((str(age_y), "AGE"), c.ch([" years", "y", " yrs", " yo"]))
    d.ln(c.mrn_line(), c.ch(["", "   "]), *(["   NHS No: ", (loc.nhs(), "MRN")] if code == "uk" and c.r() < 0.6 else []))
    if code in ("ca", "au", "ie") and c.r() < 0.6:
        lab, val = loc.healthplan()
        d.ln(lab, ": ", (val, "HEALTHPLAN"))
    d.ln("Address: ", loc.address())
    d.ln("Parent contact: ", (loc.phone("mobile"), "PHONE"), c.ch([" (mum)", " (mother)", " (mobile)"]),
         *([" / ", (loc.phone("mobile"), "PHONE"), " (dad)"] if c.r() < 0.5 else []))
    d.ln()
    sib_sx = c.ch("FM")
    sib = c.fam(sib_sx, same_surname=True)
    sib_age = max(1, age_y + c.ch([-3, -2, 2, 3, 5]))
    d.w("Seen with ", c.ch(["mother ", "mum ", "his mother " if pt.sex == "M" else "her mother "]), mother.first() if c.r() < 0.5 else mother.full())
    if c.r() < 0.5:
        d.w(" and ", "younger " if sib_age < age_y else "older ", "brother " if sib_sx == "M" else "sister ", sib.first(), " (", (str(sib_age), "AGE"), ")")
    elif c.r() < 0.5:
        d.w(" and father ", father.full())
    d.ln(". ", c.ch(["Interpreter not required.", "Interpreter present (" + c.ch(["Yoruba", "Polish", "Arabic", "Mandarin", "Tagalog", "Portuguese"]) + ")."]))
    d.ln()
    d.ln("Presenting concern: ", c.ch(PAEDS_PRESENT), ".")
    d.w(pt.first(), " attends ")
    if age_y < 4:
        d.w((c.ch([s for s in loc.d["schools"] if any(w in s for w in ("Nursery", "Daycare", "Crèche", "Montessori", "Kindergarten", "Early", "Loons"))] or loc.d["schools"]), "ORGANIZATION"))
    else:
        d.w(c.ch(["Year " + str(max(1, age_y - 4)) + " at " if code in ("uk", "au") else "grade " + str(max(1, age_y - 5)) + " at ", ""]),
            (loc.c("schools"), "ORGANIZATION"))
    teacher = c.fam()
    d.ln(c.ch(["; class teacher ", "; teacher ", "; SENCO "]), teacher.titled(), c.ch([" has noticed ", " reports "]),
         c.ch(["poor concentration after lunch.", "frequent absences (attendance 84%).", "no concerns academically.", "difficulty with peers."]))
    d.ln()
    d.ln("Birth history: born at ", c.ch(["39+2", "36+5", "41+0", "32+4", "38+1"]), " weeks at ", (loc.c("hospitals"), "HOSPITAL"),
         ", BW ", c.ch(["3.41", "2.62", "2.98", "1.88", "3.76"]), " kg, Apgar ", c.ch(["9 and 10", "7 and 9", "8 and 9"]),
         c.ch([". No NICU admission.", ". Admitted to SCBU for 4 days for jaundice.", ". Uneventful."]))
    d.ln("Development: sat at ", (str(rng.randint(5, 9)), "AGE"), " months, walked at ", (str(rng.randint(10, 18)), "AGE"),
         " months, first words at ", (str(rng.randint(10, 24)), "AGE"), c.ch([" months.", " months; now speaks in sentences."]))
    if c.r() < 0.35:
        d.ln("Immunisations: up to date; flu vaccine given ", c.date(-rng.randint(20, 100), c.ch(["monthyear", "num"])), ".")
    else:
        d.ln("Immunisations: ", c.ch(["up to date per red book.", "up to date.", "delayed MMR, now catching up."]))
    d.ln("Medications: ", "; ".join(rng.sample(PAEDS_DRUGS, 2)), ".")
    d.ln()
    d.ln("Family history / social:")
    mage = rng.randint(age_y + 18, age_y + 40)
    fage = mage + rng.randint(-3, 8)
    d.ln("Mother ", mother.first(), " (", (str(mage), "AGE"), ") ", c.ch(["works as a ", "is a ", "is a part-time "]), c.prof(),
         c.ch([", asthma as a child.", ", hypothyroidism.", ", well.", "; history of postnatal depression."]))
    d.w("Father ", father.first(), " (", (str(fage), "AGE"), ") ")
    if c.r() < 0.6:
        d.ln("works as a ", c.prof(), " at ", c.org(), ".")
    else:
        if c.r() < 0.5:
            d.ln("is not involved; lives in ", loc.other_city(), ".")
        else:
            d.ln(c.ch(["works away (FIFO) and is home every second week.", "is currently unemployed.", "is a stay-at-home dad."]))
    d.ln("Siblings: ", sib.first(), " (", (str(sib_age), "AGE"), c.ch(["y", ""]), ")", c.ch([", eczema", ", well", ", autism"]),
         *([", ", c.fam(c.ch('FM'), True).first(), " (", (str(rng.randint(1, 11)), "AGE"), c.ch(["m)", " months)"]), ", well"] if c.r() < 0.4 else []),
         ".")
    gm = c.fam("F")
    d.ln(c.ch(["Maternal", "Paternal"]), " grandmother ", gm.full() if c.r() < 0.5 else gm.first(),
         c.ch([" has type 1 diabetes", " has coeliac disease", " provides childcare three days a week", " had Graves' disease"]), ".")
    if c.r() < 0.3:
        d.w("Lives with mother and her partner ", c.fam("M").full())
    else:
        d.w(c.ch(["Lives with both parents", "Lives with mum and grandmother", "Lives with dad during the week"]))
    d.ln(c.ch([" in a flat; no smokers.", "; dad smokes outside.", "; family dog."]), " Social worker: ",
         c.ch(["none", "none", "allocated"]), ".")
    d.ln()
    wt = round(rng.uniform(3 + age_y * 2.2, 6 + age_y * 4.5), 1)
    d.ln("Examination: weight ", str(wt), " kg (", c.ch(["25th", "50th", "9th", "75th", "2nd"]), " centile), height ",
         str(round(55 + age_y * 6.2 + rng.uniform(-4, 4), 1)), " cm, HR ", str(rng.randint(80, 130)), ", RR ",
         str(rng.randint(18, 32)), ", SpO2 ", str(rng.randint(96, 100)), "%.")
    d.ln(c.ch(["Chest clear, no recession. ENT normal.", "Flexural eczema, no infection.", "Abdomen soft; no masses; normal Tanner stage for age.",
               "Neuro: normal gait, fundi normal, no papilloedema.", "HS normal, no murmur; femorals palpable."]))
    d.ln()
    d.ln("Plan: ", c.ch(["step up to ICS; asthma plan given", "coeliac screen, FBC, ferritin, TSH", "refer SALT and audiology",
                         "behaviour diary; school questionnaire (Conners)", "trial of Movicol disimpaction regimen"]),
         ". Review in ", *(lambda iv: [iv[0], c.ch([" (provisionally ", " (", " (booked for "]),
                                        c.date(c.workday(iv[1] + rng.randint(-3, 3)), c.ch(["wd_long", "num", "daymonth"]))])(c.ch([("3 months", 91), ("6 weeks", 42), ("4 months", 120)])), ").")
    d.ln()
    d.w(c.sign(doc, "paeds"), c.ch([", Consultant " + paed + "ian", ", " + paed + " Registrar", ", Fellow"]))
    if c.r() < 0.5:
        lab, val = loc.license("doctor")
        d.w("  ", lab, " ", (val, "LICENSE"))
    d.ln()
    d.ln("cc: ", gp.titled(), ", ", (loc.c("practices"), "HOSPITAL"), ", ", loc.address(country=False))
    d.ln("cc: Parents, at above address")
    if c.r() < 0.5:
        d.ln("Typed by ", c.staff().initials(c.ch(["AB", "ab"])), " ", c.date(rng.randint(1, 4), "num"))
    return d


def home_health(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(55, 101)
    dob = c.dob(age)
    team = loc.c("homecare")
    nurses = [c.staff() for _ in range(rng.randint(3, 5))]
    lead = nurses[0]
    gp = c.staff()
    title = "DISTRICT NURSING VISIT RECORD" if code in ("uk", "ie", "au", "ng") else "HOME HEALTH SKILLED NURSING VISIT RECORD"
    d.ln((team, "HOSPITAL"))
    d.ln(title)
    d.ln("Patient: ", pt.titled() if c.r() < 0.3 else pt.full_mid(), "   DOB: ", loc.date(dob, "dob"), " (", (str(age), "AGE"), ")")
    hpl, hpv = loc.healthplan()
    d.ln(c.mrn_line(), *(["   NHS: ", (loc.nhs(), "MRN")] if code == "uk" and c.r() < 0.5 else []),
         *(["   ", hpl, ": ", (hpv, "HEALTHPLAN")] if code in ("us", "au", "ca", "ie", "ng") and c.r() < 0.6 else []))
    d.ln("Address: ", loc.address())
    d.ln("Phone: ", (loc.phone(), "PHONE"), *(["  Key safe: yes (code held by office)"] if c.r() < 0.5 else []))
    kin_rel, kin = c.relative()
    d.ln("Main carer: ", kin_rel, " ", kin.full(), ", ", (loc.phone("mobile"), "PHONE"))
    d.ln(c.ch(["GP: ", "PCP: ", "Physician: "]), gp.titled(), c.ch([", ", " @ "]), (loc.c("practices"), "HOSPITAL"), c.ch([", fax ", " Fax: "]), (loc.phone("land"), "FAX"))
    if c.r() < 0.6:
        d.ln("Access: ", c.ch(["park in the lane behind the house", "visitor bay 3 at rear of block", "shared driveway, do not block it"]),
             c.ch(["; carer's car reg ", "; daughter's car ", "; patient's mobility car "]), (loc.plate(), "VEHICLE"),
             c.ch([" usually on drive.", " parked outside.", "."]))
    if c.r() < 0.35:
        d.ln("Landmark: ", c.ch(["opposite the ", "behind the ", "two streets from the ", "near the "]), (loc.c("landmarks"), "LOCATION_OTHER"), ".")
    d.ln("Episode: ", (loc.account(), "ACCOUNT"), "   Start of care: ", c.date(-rng.randint(10, 60), "num"))
    d.ln("Diagnoses: ", c.ch(["venous leg ulcer R gaiter", "sacral pressure ulcer cat 3", "CHF NYHA III", "COPD on LTOT 2 L/min",
                              "T2DM on insulin", "post-op wound dehiscence after Hartmann's procedure", "palliative - metastatic Ca lung"]),
         "; ", c.ch(["AF on apixaban", "CKD 3b", "Parkinson's disease", "dementia (Alzheimer's type)", "HTN"]), ".")
    d.ln()
    d.ln("Visit log")
    d.ln("| Date | Time | Visit | Findings / intervention | Staff |")
    d.ln("|---|---|---|---|---|")
    nrows = rng.randint(6, 11)
    off = -nrows * 2
    for i in range(nrows):
        off += rng.randint(1, 3)
        n = c.ch(nurses)
        st = c.ch(["wd_short", "short", "num", "dmy2"])
        act = c.ch([
            "Dressing change - wound 4.2 x 3.1 cm, sloughy base, Aquacel Ag + compression",
            "INR 2.6; no change to warfarin",
            "Insulin given 14 u glargine; CBG 9.8",
            "Catheter change 14Fr Foley, 10 mL water; urine clear",
            "BP 142/80, HR 76 irreg; weight 68.2 kg (+1.1)",
            "SpO2 91% on 2 L; RR 20; chest crackles bases",
            "Syringe driver checked: morphine 10 mg + midazolam 5 mg / 24h, site OK",
            "Doppler ABPI 0.92 R, 0.95 L",
            "Waterlow 18; repositioning chart reviewed",
            "Bloods taken (FBC, U&E) - sent via GP surgery",
            "Pt declined visit - rebooked",
            "Bristol 6 x3; fluids encouraged",
        ])
        if c.r() < 0.2:
            act = act + "; " + c.ch(["discussed with ", "handed over to ", "seen with "]) + "\u0000"
        row = ["| ", c.date(off, st), " | ", c.time(8, 18), " | ", c.ch(["SNV", "DN", "Routine", "Unplanned", "Joint"]), " | "]
        if "\u0000" in act:
            a, _ = act.split("\u0000")
            row += [a, (c.ch(nurses).first()[0][0], "DOCTOR")]
        else:
            row += [act]
        if c.r() < 0.15:
            row += ["; ", pt.first(), c.ch([" in good spirits", " tearful today", " asleep in chair"])]
        if c.r() < 0.12:
            row += ["; ", kin_rel, " ", kin.first(), " present"]
        row += [" | ", n.initials(c.ch(["AB", "AB", "ab", "A.B."])), " |"]
        d.ln(*row)
    d.ln()
    d.ln("Equipment")
    eq = c.ch([("BP monitor (Omron M3)", "SN "), ("oxygen concentrator (Everflo)", "serial "), ("telehealth hub", "S/N "),
               ("pressure-relieving mattress (Nimbus 4)", "asset no. "), ("syringe driver (T34)", "serial no. "),
               ("pulse oximeter", "SN: ")])
    d.ln("- ", eq[0], ", ", eq[1], (rand_letters(rng, 2) + rand_digits(rng, 6) if c.r() < 0.6 else rand_digits(rng, 9), "DEVICE"))
    if c.r() < 0.6:
        d.ln("- Remote monitoring gateway ", c.ch(["IP ", "address "]), (loc.ip(), "IPADDR"), ", device ID ",
             ("HUB-" + rand_digits(rng, 6), "DEVICE"), "; readings upload nightly.")
    if c.r() < 0.5:
        d.ln("- Pendant alarm in place; first responder ", kin.first(), " ", (loc.phone("mobile"), "PHONE"))
    d.ln()
    d.ln("Next visit: ", c.date(off + rng.randint(1, 4), c.ch(["wd_long", "wd_short", "num"])), " AM. Team base: ", (loc.phone_ext(), "PHONE"), ".")
    d.ln("Caseload holder: ", lead.full(), ", ", loc.cred("nurse"), *(["   ", loc.license("nurse")[0], " ", (loc.license("nurse")[1], "LICENSE")] if c.r() < 0.4 else []))
    d.ln("Signatures/initials: ", *sum([[n.full(), " (", n.initials("AB"), ")" if i == len(nurses) - 1 else "), "] for i, n in enumerate(nurses)], []))
    return d


def rehab(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    is_pt = c.r() < 0.55
    age = rng.randint(19, 92)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    th = c.staff()
    th2 = c.staff()
    ref = c.staff()
    disc = "Physiotherapy" if is_pt else "Occupational Therapy"
    role = "PT" if is_pt else "OT"
    d.ln((hosp, "HOSPITAL"), " - ", disc, c.ch([" Outpatients", " (Inpatient)", " - Community Rehab", ""]))
    d.ln(c.ch(["INITIAL ASSESSMENT", "TREATMENT NOTE", "PROGRESS NOTE", "DISCHARGE SUMMARY"]))
    d.ln("Patient: ", pt.full() if c.r() < 0.5 else pt.last_first(), ", ", c.age_expr(age), "   DOB ", loc.date(dob, "dob"))
    d.ln(c.mrn_line(), *(["   Ward: ", (loc.c("wards"), "HOSPITAL"), " bed ", (str(rng.randint(1, 28)), "LOCATION_OTHER")] if c.r() < 0.4 else []))
    d.ln("Referred by ", ref.titled(), c.ch([" (orthopaedics)", " (GP)", " (stroke team)", " (rheumatology)", ""]), " on ", c.date(-rng.randint(3, 40)))
    d.ln("Date seen: ", c.date(0, c.ch(["wd_long", "num", "abbr"])), " ", c.time())
    d.ln()
    cond = c.ch(["R TKR day 2", "L THR (posterior approach) - hip precautions", "L MCA infarct with R hemiparesis", "NSLBP 6/12",
                 "R rotator cuff repair, 3/52 post-op", "fall with L NOF fracture, hemiarthroplasty", "COPD pulmonary rehab",
                 "ACL reconstruction R knee, 8/52", "Colles' fracture R wrist, ORIF", "MS relapse, reduced mobility",
                 "Bell's palsy - facial exercises", "Dupuytren's contracture release L ring finger"])
    d.ln("Dx: ", cond)
    d.ln()
    d.ln("S: ")
    home = c.ch(["two-storey house with 14 stairs, rail on left", "ground-floor flat, 2 steps to access",
                 "bungalow, level access", "third-floor apartment with lift", "farmhouse, outside toilet"])
    prel, partner = c.relative()
    d.w("Lives in a ", home)
    if c.r() < 0.5:
        d.w(" at ", loc.address(country=False))
    d.w(" with ", prel, " ", partner.full() if c.r() < 0.5 else partner.first())
    if c.r() < 0.4:
        d.ln(" (", (str(max(18, age + rng.randint(-8, 8))), "AGE"), ")", c.ch([", who is well.", ", who works full time.", "."]))
    else:
        d.ln(c.ch([" who is well.", " who works full time.", ", who is also their main carer."]))
    prof = c.prof()
    k = c.r() if age < 66 else 0.6
    if k < 0.5:
        d.ln("Works as a ", prof, " for ", c.org(), c.ch(["; heavy lifting required.", "; mostly desk-based.", "; shift work."]),
             " Employer contact: ", c.fam().full(), c.ch([" (supervisor)", " (HR)", " (owner)"]), ".")
    elif k < 0.8:
        d.ln("Retired ", prof, ". Hobbies: ", c.ch(["bowls", "gardening", "golf", "church choir", "walking the dog"]),
             c.ch([" at ", " with "]), (loc.c("churches"), "ORGANIZATION") if c.r() < 0.4 else c.fam().first(), ".")
    else:
        d.ln("Off work from job as ", prof, " since ", c.date(-rng.randint(20, 200), c.ch(["daymonth", "num"])), ".")
    k = c.r()
    if k < 0.25:
        d.ln("Wants to get back to playing with ", c.ch(["grandson ", "granddaughter ", "nephew "]), c.fam().first(), c.ch([" at weekends.", "."]))
    elif k < 0.5 and age < 66:
        d.ln("Goal: to return to work by ", c.date(rng.randint(20, 90), c.ch(["monthyear", "daymonth"])), ".")
    else:
        d.ln(c.ch(["Pain 6/10 NRS, worse on stairs. Sleep disturbed.", "Reports 2 falls in last month, no LOC.",
                   "Goal: return to driving and to walk grandchildren to school.", "Independent with personal care prior to admission."]))
    if c.r() < 0.4:
        d.ln("Drives a ", c.ch(["manual", "automatic"]), " car (", c.ch(["reg ", "plate "]), (loc.plate(), "VEHICLE"),
             "); not to drive until cleared by ", ref.titled(), ".")
    d.ln()
    d.ln("O: ")
    if c.r() < 0.5:
        d.ln(c.ch(CLIN_FILLER))
    if is_pt:
        d.ln("| Measure | L | R |")
        d.ln("|---|---|---|")
        for m in rng.sample(["Knee flex (deg)", "Knee ext (deg)", "Hip flex (deg)", "Shoulder abd (deg)", "Shoulder ER (deg)",
                             "Quads (Oxford)", "Grip (kg)", "Ankle DF (deg)", "Hip abd (Oxford)"], 4):
            d.ln("| ", m, " | ", str(rng.randint(3, 130)), " | ", str(rng.randint(3, 130)), " |")
        d.ln("Berg Balance Scale ", str(rng.randint(18, 56)), "/56; TUG ", str(rng.randint(8, 40)), " s; 6MWT ", str(rng.randint(120, 520)),
             " m; Tinetti ", str(rng.randint(10, 28)), "/28.")
    else:
        d.ln("Barthel Index ", str(rng.randint(5, 20) * 5), "/100. MoCA ", str(rng.randint(14, 30)), "/30. Kettle assessment: ",
             c.ch(["safe with supervision", "independent", "unsafe - poor sequencing"]), ".")
        d.ln("Functional transfers: bed ", c.ch(["I", "S", "Ax1"]), ", toilet ", c.ch(["I", "S", "Ax1", "Ax2"]), ", shower ",
             c.ch(["S with board", "Ax1", "not assessed"]), ".")
    d.ln()
    d.ln("Equipment issued:")
    items = rng.sample([("Zimmer frame", None), ("TENS unit", "SN "), ("wheelchair (self-propelled)", "serial "),
                        ("shower chair", None), ("raised toilet seat", None), ("hip kit", None), ("knee brace (hinged)", "lot/serial "),
                        ("electric riser-recliner", "asset "), ("bed lever", None), ("pendant alarm", "ID ")], 3)
    for name, lab in items:
        if lab:
            d.ln("- ", name, ", ", lab, (rand_letters(rng, c.ch([2, 3])) + "-" + rand_digits(rng, 6), "DEVICE"))
        else:
            d.ln("- ", name)
    d.ln()
    d.ln("A/P: ", c.ch(["progressing well; continue HEP", "plateaued; discuss with MDT", "ready for discharge home with POC",
                         "refer to falls service", "graded return-to-work plan"]), ". Next appointment ",
         c.date(c.workday(rng.randint(2, 14)), c.ch(["wd_short", "wd_long", "num"])), " at ", c.time(8, 16), ".")
    d.ln()
    d.ln("Sessions")
    d.ln("Date | Intervention | Therapist")
    o = -rng.randint(10, 30)
    for _ in range(rng.randint(3, 6)):
        o += rng.randint(2, 5)
        who = c.ch([th, th, th2])
        d.ln(c.date(o, c.ch(["short", "num", "wd_short"])), " | ", c.ch(["gait re-ed with 4WW", "stairs x1 flight", "ex class",
                                                                          "HEP review", "ADL practice - dressing", "kitchen assessment",
                                                                          "home visit", "splint fitted"]),
             " | ", who.initials(c.ch(["AB", "ab"])))
    d.ln()
    d.w(c.sign(th, "therapist"), c.ch([", Senior " + role, ", " + disc, ", Band 6 " + role, ""]))
    if c.r() < 0.5:
        lab, val = loc.license("therapist")
        d.w("  ", lab, " ", (val, "LICENSE"))
    d.ln()
    if c.r() < 0.5:
        d.ln("Ext. ", (str(rng.randint(2000, 8999)), "PHONE"), c.ch([" | ", " / email "]),
             (loc.email(th, domain=loc.hosp_domain(hosp)), "EMAIL"))
    return d

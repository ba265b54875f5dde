"""Genres: telephone results call, GP referral letter to gastroenterology."""
from core import P, R, ch, chance, ri, rf, wchoice
import ents as E
import common as C
import pools as PL

RESULTS = [
    ("colonoscopy biopsies", "Histology {acc}: {n} tubular adenomas, low-grade dysplasia, completely excised.",
     "Surveillance colonoscopy in 3 years."),
    ("gastric biopsies", "Histology {acc}: H. pylori-positive chronic active gastritis.",
     "Start triple therapy (PPI, amoxicillin 1 g BD, clarithromycin 500 mg BD) x 14 days; urea breath test 4 weeks after finishing."),
    ("duodenal biopsies", "Histology {acc}: villous atrophy, Marsh 3a, consistent with coeliac disease.",
     "Dietitian referral for gluten-free diet; repeat tTG in 6-12 months; DEXA."),
    ("faecal calprotectin", "Calprotectin {n}0 ug/g (ref <50).",
     "Bring forward IBD clinic review; consider flexible sigmoidoscopy."),
    ("LFTs", "ALT {n}8 U/L, ALP 1{n}4 U/L, bilirubin 1{n} umol/L.",
     "Repeat LFTs in 6 weeks with liver screen (HBV, HCV, ferritin, autoimmune)."),
    ("FibroScan", "Liver stiffness {n}.4 kPa, CAP 3{n}0 dB/m.",
     "Discuss at liver MDT; lifestyle advice reinforced."),
    ("urea breath test", "UBT {acc}: negative - eradication confirmed.", "No further action; stop PPI in 4 weeks."),
    ("CT abdomen/pelvis", "CT {acc}: uncomplicated sigmoid diverticulitis, no collection.",
     "Complete amoxicillin-clavulanate course; colonoscopy in 6-8 weeks."),
    ("infliximab trough level", "IFX trough {n}.1 ug/mL, no antibodies.",
     "Continue current dose; next infusion as scheduled."),
    ("HBV DNA", "HBV DNA {n}20 IU/mL, ALT normal.", "Continue monitoring 6-monthly; no treatment indicated."),
]


def g_telephone(n, c):
    n.add(ch(["TELEPHONE ENCOUNTER", "Telephone Results Call", "PHONE NOTE - RESULTS", "Nurse telephone contact"]) + "\n")
    n.add([c.hospital() if chance(0.6) else c.clinic(), " - ", ch(["Gastroenterology", "GI Nursing", "Liver Clinic",
                                                                   "IBD Service", "Endoscopy"]), "\n"])
    ts = C.tstyle()
    t0 = ri(8 * 60, 17 * 60)
    n.add(["Date: ", c.d(0, ch([None, "wk"])), "   Time: ", C.tf(t0, ts), "\n"])
    pt = c.pt
    if chance(0.5):
        n.add(["Patient: ", pt.last_first(), " (", c.mrn_label(), " ", c.mrn(), "), DOB ", c.dob_p(), "\n"])
    else:
        n.add(["Pt: ", pt.full(), "  ", c.mrn_label(), ": ", c.mrn(), "  Age ", E.age_val(c.age), "\n"])
    caller = E.staff_name(c, "F" if chance(0.7) else "M")
    role = ch(["RN", "CNS", "NP", "MD"])
    nm = caller.dr(True) if role == "MD" else [caller.full(), ", " + role]
    n.add(["Caller: "] + nm + ["\n"])
    num = c.phone(mobile=chance(0.6), ext=False)
    n.add(["Number called: ", num, " (", ch(["mobile", "home", "preferred number on file", "cell"]), ")\n\n"])
    picks = R.sample(RESULTS, ri(1, 2))
    n.add("Reason for call: results of " + " and ".join(p[0] for p in picks) + ".\n\n")
    k = R.random()
    spoke_pt = True
    if k < 0.15:
        n.add(["No answer. Voicemail left at ", C.tf(t0, ts), " asking patient to call back on ",
               c.phone(ext=True), ". No clinical details left.\n"])
        spoke_pt = False
        t1 = t0 + ri(30, 240)
        n.add(["Return call received at ", C.tf(t1, ts), ".\n"])
    if k < 0.35 and k >= 0.15:
        f = E.family(c)
        n.add(["Call answered by " + E.rel_word(f) + " ", f.full(), "; patient has signed consent (",
               c.d(-ri(30, 900)), ") for results to be shared with " + ("her" if f.sex == "F" else "him") + ".\n"])
        spoke_pt = False
    n.add("Identity confirmed: ")
    kk = R.random()
    if kk < 0.4:
        n.add(["full name and date of birth (", c.dob_p(ch([None, "long_dmy" if not c.ca else "long_mdy"])), ")"])
    elif kk < 0.7:
        n.add(["name, DOB and address (", c.address()["street"], ")"])
    else:
        n.add(["voice biometric match, reference ", c.bioid("VB")])
    n.add(".\n\n")
    n.add("RESULTS DISCUSSED\n")
    for p in picks:
        txt = p[1]
        pre, _, post = txt.partition("{acc}")
        pre = pre.replace("{n}", str(ri(1, 9)))
        post = post.replace("{n}", str(ri(1, 9)))
        if _:
            n.add(["- ", pre, c.accession() if "Histology" in pre or "UBT" in pre else c.order_no(), post, "\n"])
        else:
            n.add("- " + pre + "\n")
    n.add("\nPLAN\n")
    for p in picks:
        n.add("- " + p[2] + "\n")
    if chance(0.5):
        n.add(["- Prescription faxed to ", c.pharmacy(), " (fax ", c.fax(), ").\n"])
    if chance(0.4):
        n.add(["- Follow-up booked ", c.d(ri(14, 120), ch(["wk", None])), " with "] + E.staff_name(c).dr(False) + [".\n"])
    n.add((ch(["Patient", "Caller"]) if not spoke_pt else "Patient") + " verbalised understanding; questions answered. ")
    n.add("Advised to present to ED if %s.\n" % ch(["fever, jaundice or severe pain", "heavy bleeding or black stools",
                                                     "worsening symptoms"]))
    if chance(0.45):
        n.add(["Results also released to patient portal (", c.url("portal"), "); portal username ",
               P(E.ascii_name(pt.first)[:1] + E.ascii_name(pt.last) + str(ri(1, 99)), "USERNAME")])
        if chance(0.7):
            n.add(["; last login from ", c.ip(), " on ", c.d(-ri(0, 30))])
        n.add(".\n")
    if chance(0.3):
        n.add(["Patient requested copy by email to ", pt.email(ch(["example.com", "example.net"])), " - sent encrypted.\n"])
    n.add("Call duration: %d min.\n" % ri(3, 25))
    if chance(0.4):
        n.add(["GP informed: "] + E.staff_name(c).dr(True) + [", ", c.clinic(), " (fax ", c.fax(), ").\n"])
    n.add(["\nDocumented by ", caller.full(), ", " + role, " ", c.d(0), " ", C.tf(t0 + ri(10, 90), ts)])
    if chance(0.5):
        n.add([" [user: ", caller.username(), "]"])
    n.add("\n")


def g_referral(n, c):
    gp = E.staff_name(c)
    prac = c.clinic()
    a = c.address()
    n.add([prac, "\n"])
    n.add(c.addr_line(a) + ["\n"])
    n.add(["Ph: ", c.phone(ext=False), "  Fax: ", c.fax()])
    if chance(0.5):
        n.add(["  Email: ", c.dept_email(ch(["reception", "admin", "referrals", "practice.manager"]))])
    n.add("\n\n")
    n.add([c.d(0, ch([None, "long_dmy" if not c.ca else "long_mdy"])), "\n\n"])
    spec = E.staff_name(c)
    n.add(["To: "] + spec.dr(True) + [", ", ch(["Gastroenterology", "Hepatology", "GI Outpatients", "Endoscopy"]),
                                       "\n", c.hospital(), "\n"])
    if chance(0.6):
        n.add(["eReferral ID: ", c.referral_id(), "   "])
    n.add("Priority: " + ch(["Urgent", "Routine", "Semi-urgent", "Urgent - suspected cancer (FCT)" if not c.ca else
                             "Urgent - suspected cancer"]) + "\n\n")
    pt = c.pt
    n.add(["RE: ", pt.full_mid(), "   DOB ", c.dob_p(), "   ", c.mrn_label() if not c.ca else "Chart", " ",
           c.mrn(), "\n"])
    pa = c.address()
    n.add(["    "] + c.addr_line(pa) + ["\n"])
    n.add(["    ", ch(["Mobile ", "Phone ", "Ph "]), c.phone(mobile=True, ext=False)])
    if c.ca:
        lab, hc = c.healthcard()
        n.add(["   " + lab + " ", hc])
    n.add("\n\n")
    n.add(["Dear "] + spec.dr(False) + [",\n\n"])
    if chance(0.25):
        aw = E.age_words(c.age)
        n.add(["Thank you for seeing "] + pt.titled_full() + [", " + ("an" if aw.text[0] in "aeiou" else "a") + " ", aw, "-year-old "])
    else:
        n.add(["Thank you for seeing "] + pt.titled_full() + [", " + E.art(c.age) + " ", E.age_val(c.age), "-year-old "])
    if chance(0.6):
        n.add([E.profession(), ", "])
    n.add(ch(["who presents with ", "with ", "referred with "]))
    prob = ch(["iron deficiency anaemia (Hb %d g/L, ferritin %d ug/L) and intermittent dark stools" % (ri(82, 115), ri(3, 12)),
               "a positive FIT (%d ug Hb/g) through the screening programme" % ri(20, 500),
               "%d months of loose stools, urgency and nocturnal symptoms; calprotectin %d ug/g" % (ri(2, 9), ri(150, 2500)),
               "persistently abnormal LFTs (ALT %d) and fatty liver on ultrasound" % ri(60, 240),
               "progressive dysphagia to solids and %d kg weight loss" % ri(3, 12),
               "recurrent epigastric pain despite 8 weeks of PPI",
               "newly diagnosed hepatitis B on routine screening",
               "rectal bleeding and change in bowel habit"])
    n.add(prob + ".\n\n")
    n.add(ch(["Symptoms began around ", "Problems started in ", "First noticed "]))
    n.add([c.holiday() if chance(0.3) else P(c.fmt(c.day(-ri(40, 300)), "my"), "DATE"), ". "])
    n.add(ch(["No family history of GI malignancy. ", "No red-flag features other than those above. ", ""]))
    if chance(0.6):
        rel = ch(["mother", "father", "sister", "brother"])
        f = E.family(c, "F" if rel in ("mother", "sister") else "M")
        if chance(0.35):
            n.add([rel.capitalize() + " (", f.first_only(), ") was"])
        else:
            n.add("Her " + rel if pt.sex == "F" else "His " + rel)
            n.add(" was")
        n.add([" diagnosed with " + ch(["bowel cancer", "colorectal cancer", "Crohn's disease", "liver cancer"]) + " at age ",
               E.age_val(ri(38, 78)), ". "])
    n.add("\n\n")
    if chance(0.5) and C.nick_line(n, c):
        n.add("\n")
    n.add("Past history: " + ", ".join(R.sample(["hypertension", "T2DM", "hypothyroidism", "depression", "asthma",
                                                  "gout", "OSA on CPAP", "cholecystectomy", "appendicectomy",
                                                  "previous H. pylori"], ri(2, 4))) + ".\n")
    C.med_list(n, ri(2, 5), "Current medications:\n")
    C.allergies(n)
    n.add("\nRecent results:\n")
    n.add([c.d(-ri(3, 40)), ": "])
    C.labs_line(n, c, R.sample(["Hb", "Plt", "Ferritin", "CRP", "ALT", "Bili", "Alb", "Cr", "INR"], 5))
    if chance(0.5):
        n.add([c.d(-ri(41, 200)), ": "])
        C.labs_line(n, c, R.sample(["Hb", "Plt", "Ferritin", "CRP", "ALT", "Cr"], 3))
    n.add("\nSocial: ")
    if chance(0.5):
        n.add(["employed by ", c.employer(), ". "])
    f = E.family(c)
    rw = E.rel_word(f)
    n.add(["Lives with " + rw + " ", f.first_only(), " in ", pa["city"], ". "])
    if chance(0.35):
        lang = ch(["Samoan", "Tongan", "Punjabi", "Mandarin", "Vietnamese", "Cantonese", "Arabic"])
        n.add(["Interpreter required (" + lang + "); " + rw + " ", f.first_only(), " usually attends. "])
    if chance(0.3):
        n.add(["Born in ", E.country_val(PL.BIRTH_COUNTRIES), ". "])
    if chance(0.25):
        n.add(["Recently returned from ", E.country_val(PL.TRAVEL_COUNTRIES), " (", c.d(-ri(20, 90), "dm"), "). "])
    n.add("\n\n")
    n.add(ch(["I would be grateful for your assessment and consideration of endoscopy.",
              "I would appreciate your opinion regarding further investigation and management.",
              "Many thanks for your help with this patient's care."]) + "\n\n")
    n.add(ch(["Kind regards,\n\n", "Yours sincerely,\n\n", "Nga mihi,\n\n" if not c.ca else "Sincerely,\n\n"]))
    n.add(gp.dr(True) + ["\n" + ch(["General Practitioner", "Family Physician", "GP"]) + "\n"])
    if chance(0.6):
        l, v = c.licence_no()
        n.add([l + " ", v, "\n"])
    if chance(0.3):
        n.add(["Sent via ", ch(["eReferral", "HealthLink", "Ocean eReferral", "secure messaging"]), " by ",
               E.staff_name(c).full(), " (practice nurse)\n"])
    if chance(0.15):
        n.add([c.ssn_label(), " (%s form attached): " % ("disability tax credit" if c.ca else "WINZ/disability"), c.ssn(), "\n"])

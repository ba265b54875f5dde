"""Genres: hospital discharge to shelter handover, benefits / ID assistance, mental health outreach assessment."""
import phi as H
import clin as K
import blocks as B


# ------------------------------------------------------------------ discharge handover
COURSE = ["treated with IV vancomycin then PO doxycycline for R leg cellulitis; no abscess on US",
          "I&D of L forearm abscess in ED, packed, IV cefazolin x48h", "admitted with opioid overdose requiring naloxone infusion; started bupe",
          "alcohol withdrawal managed with CIWA-guided lorazepam; thiamine IV", "DKA resolved on insulin drip; new basal-bolus regimen",
          "COPD exacerbation, prednisone 40 mg x5 days, nebs", "frostbite both feet, seen by plastics, non-operative for now",
          "L distal radius fracture, closed reduction, cast, ortho f/u", "community-acquired pneumonia, ceftriaxone/azithro, improved",
          "endocarditis ruled out (TTE neg), MSSA bacteremia on cefazolin via PICC - line removed before d/c",
          "syncope, likely dehydration; ECG and troponin normal", "acute psychosis settled on olanzapine; psych cleared for d/c"]


def discharge_handover(c):
    s0, s1, s2 = c.staff[0], c.staff[1], c.staff[2]
    uk = c.country == "UK"
    adm = c.days(-c.ri(2, 21))
    B.make_doc(c, s0, c.pk(["hospitalist", "attending", "consultant physician"] if c.country != "UK" else ["consultant", "registrar"]))
    c.w(c.pk(["DISCHARGE HANDOVER - HOSPITAL TO SHELTER", "Discharge to Shelter: Transition of Care", "Hospital discharge summary (copy to hostel)" if uk
              else "Discharge Summary - copy to shelter", "TRANSITION OF CARE NOTE"]), "\n")
    c.w("From: ", H.hospital(c), ", ", H.ward(c) if c.ch(0.6) else c.pk(["Medicine", "AMU", "Gen Med 4"]), ", ",
        c.pk(["bed ", "room ", "Rm "]), H.room(c) if c.ch(0.5) else H.bed(c), "\n")
    c.w("To: ", H.shelter(c), " (attn ", H.dr(c, s2, c.pk(["full", "given"])), ")")
    if c.ch(0.6):
        c.w(", fax ", H.fax(c))
    c.w("\n")
    c.w(B.id_block(c, ["name", "dob", "mrn"] + (["plan"] if c.ch(0.6) else [])))
    c.w(c.pk(["Encounter #", "Acct", "Visit no.", "FIN"]), ": ", H.account(c), "\n")
    if c.ch(0.5):
        c.w("Admitted: ", H.dt_full(c, adm), "   Discharged: ", H.dt_full(c, c.date), "\n")
    else:
        sty = c.pk(["md", "mon_ord", "month_d"] if c.country == "US" else ["dm", "d_month", "ord_month"] if c.country == "UK" else ["month_d", "iso"])
        c.w("Admission: ", H.dt(c, adm, sty), c.pk(["-", " - ", " to "]), H.dt(c, c.date, sty), " (LOS %d d)\n" % (c.date - adm).days)
    c.w(c.pk(["Attending: ", "Consultant: " if uk else "Attending: ", "Discharging clinician: "]), H.dr(c, s0, c.pk(["dr", "dr_full", "full_cred"])))
    if c.ch(0.5):
        c.w(", pager ", H.pager(c))
    c.w("\n\nDischarge diagnoses:\n")
    for i in range(c.ri(2, 4)):
        c.w("  %d. " % (i + 1), K.dx_line(c), "\n")
    c.w("\nHospital course: ", B.intro(c), c.pk([" who is currently homeless, ", ", staying at shelter, ", ", NFA, "]),
        c.pk(COURSE), ". ")
    c.w("Labs at d/c: ", K.labs(c), ". ", K.serology(c), ". ")
    if c.ch(0.5):
        c.w("Seen by ", c.pk(["addiction medicine", "psychiatry", "ID", "wound care RN", "social work"]), " (", H.dr(c, s1, c.pk(["dr", "full"])), "). ")
    c.w("\n\n", c.pk(["Medications on discharge:", "TTOs:" if uk else "Discharge meds:", "MEDS:"]), "\n")
    for m in K.med_list(c, c.ri(3, 6), c.pk(["- ", "* ", "  "])):
        c.w(m, c.pk(["", "", " (NEW)", " (changed)", " - 7 day supply"]), "\n")
    c.w("Filled at ", H.pharmacy(c), c.pk(["", " (blister packed)", ", delivered to shelter"]), ", ", H.phone(c), "\n")
    if c.ch(0.45):
        c.w("Equipment: ", c.pk(["loaned glucometer", "wound VAC", "Holter monitor (return in 48h)", "walker", "CPAP"]), ", serial ",
            H.device(c), "\n")
    c.w("\nFollow-up:\n")
    for _ in range(c.ri(1, 3)):
        c.w("  - ", c.pk(["PCP", "wound clinic", "ortho", "addiction medicine", "ID clinic", "psychiatry", "GP" if uk else "HCV clinic"]),
            ": ", H.clinic(c), ", ", H.dt_full(c, c.days(c.ri(2, 30))), " ", K.tm(c, 8, 16))
        if c.ch(0.5):
            c.w(", ", H.phone(c))
        c.w("\n")
    c.w("\nShelter needs: ", c.pk(["lower bunk (cast)", "daytime rest for 2 weeks", "fridge for insulin", "dressing changes by visiting nurse",
                                   "isolation until afebrile 24h", "help attending appointments"]), ". ")
    c.w("Mobility: ", c.pk(["independent", "walker", "crutches NWB L", "wheelchair for distances"]), ".\n")
    if c.ch(0.6):
        f = B.fam_person(c)
        c.w("Emergency contact: ", H.fam(c, f, "full"), " (", f.rel, ") ", H.phone(c, False), "\n")
    c.w(B.pt_sentence(c))
    c.w("Handover ", c.pk(["given by phone to ", "discussed with ", "faxed + verbal to "]), H.dr(c, s2, c.pk(["full", "given"])),
        " at ", K.tm(c), " ", H.dt_short(c, c.date), ".\n")
    c.w("Questions: ", c.pk(["discharge coordinator ", "ward clerk ", "SW "]), H.dr(c, s1, "full"), " ", H.phone(c, c.ch(0.5)))
    if c.ch(0.5):
        c.w(" / ", H.email_staff(c, s1))
    c.w("\n", B.sig(c, s0))


# ------------------------------------------------------------------ benefits / ID assistance
def benefits_id(c):
    s0 = c.staff[0]
    cn = c.country
    c.w(c.pk(["ID & BENEFITS ASSISTANCE", "Document Recovery / Benefits Note", "ID Clinic Visit", "Benefits advice session"]), " - ",
        H.agency(c), "\n")
    c.w("Date: ", H.dt_full(c, c.date), "   ", c.pk(["Advocate", "Worker", "Navigator"]), ": ", H.dr(c, s0, c.pk(["full", "full_cred", "given"])), "\n")
    c.w(B.id_block(c, ["name", "dob"] + (["phone"] if c.ch(0.6) else [])))
    born = c.ch(0.35)
    c.w("Place of birth: ")
    if born:
        c.w(H.city(c), ", ", H.state(c) if cn != "UK" else H.nation(c))
    else:
        c.w(H.country_p(c))
    c.w("\n")
    c.w("Mailing address: c/o ", H.shelter(c), ", ", H.address(c, False), "\n")
    if c.ch(0.5):
        c.w("Email: ", H.email_pt(c), c.pk(["", " (set up today)", " - rarely checks"]), "\n")
    c.w("\nSituation: ", B.intro(c), c.pk([" lost all ID when tent was cleared", " had ID stolen at the shelter",
                                           " lost ID in a fire", " had belongings taken during arrest", " lost wallet"]), c.pk([" on ", " around "]),
        H.dt(c, c.days(-c.ri(10, 300))), ". ", c.pk(["Needs ID to ", "Cannot "]), c.pk(["start housing application", "get paid from day labour",
                                                                                        "open a bank account", "collect benefits", "fill prescriptions"]), ".\n\n")
    c.w("Actions today:\n")
    if cn == "US":
        c.w("- Birth certificate: request to ", H.state(c, True), " vital records, order # ", H.idnum(c), ", fee waiver letter attached; certificate no. ",
            H.certificate(c), " per old copy\n")
        c.w("- SSN card replacement (SS-5) - SSN ", c.pk([[H.ssn(c)], ["ending ", H.ssn(c, True)]]), " confirmed with client\n")
        c.w("- State ID: DMV appt ", H.dt(c, c.days(c.ri(3, 30))), " ", K.tm(c, 8, 16), "; previous DL # ", H.dl(c), c.pk([" (suspended)", " expired", ""]), "\n")
        c.w("- Medicaid: ", c.pk(["active, ID ", "application submitted, pending ID ", "renewal - member ID "]), H.healthplan(c), "\n")
        if c.ch(0.6):
            c.w("- SNAP: EBT card ", ["ending ", ("ACCOUNT", H.dig(c, 4))] if c.ch(0.5) else ["#", ("ACCOUNT", H.dig(c, 16))], c.pk([" reissued", " balance ok"]), "\n")
    elif cn == "CA":
        c.w("- Birth certificate: applied online (", H.url(c), "), confirmation ", H.idnum(c), "\n")
        c.w("- SIN: ", c.pk([[H.ssn(c)], ["last 3 ", H.ssn(c, True)]]), " - confirmation letter requested\n")
        c.w("- Health card: ", H.healthplan(c), c.pk([" (expired, renewal booked ", " - replacement ordered ("]), H.dt_short(c, c.days(c.ri(3, 20))), ")\n")
        if c.ch(0.5):
            c.w("- Status card (Certificate of Indian Status) registry no. ", H.certificate(c), "\n")
        c.w("- Income support: ", c.pk(["Ontario Works case ", "AISH file ", "income assistance file ", "ODSP member "]), H.claimref(c), "\n")
        if c.ch(0.5):
            c.w("- Old driver's licence ", H.dl(c), " (", H.state(c), ") - expired\n")
    else:
        c.w("- NI number ", H.ssn(c), c.pk([" confirmed by phone", " from old P45", " - letter requested"]), "\n")
        c.w("- Universal Credit: claim ref ", H.claimref(c), "; journal updated; Jobcentre appt ", H.dt(c, c.days(c.ri(2, 14))), " ", K.tm(c, 9, 16), "\n")
        c.w("- Passport ", c.pk(["expired, no. ", "lost - old number "]), H.passport(c), "; ", c.pk(["countersignatory: ", "referee: "]),
            H.dr(c, c.staff[1], "dr" if c.staff[1].cred in ("GP", "MBChB", "MRCGP") else "full"), "\n")
        c.w("- Provisional licence ", H.dl(c), c.pk([" (DVLA)", " - photocard lost"]), "\n")
        c.w("- GP registration at ", H.clinic(c), ", NHS no ", H.healthplan(c), "\n")
    if c.ch(0.6):
        c.w("- Portal account created: user ", H.username(c, c.pt), ", ", H.url(c), "\n")
    if c.ch(0.5):
        c.w("- Bank: ", c.pk(["basic account opened, acct ", "account no. "]), ("ACCOUNT", H.dig(c, 8)), "\n")
    if c.ch(0.5):
        c.w("- Biometrics: fingerprint enrolment for shelter ID, ref ", H.bioid(c), "\n")
    if c.ch(0.4):
        c.w("- Immigration: ", {"US": "A-number ", "CA": "UCI ", "UK": "Home Office ref "}[cn], H.idnum(c), ", ",
            c.pk(["asylum claim pending", "PR card expired" if cn == "CA" else "status verified", "status verified"]), "\n")
    if c.ch(0.7):
        c.w(B.pt_sentence(c))
    c.w("\nFaxed forms to ", H.fax(c), " at ", K.tm(c), c.pk([", confirmation page filed", "", " (x2, first failed)"]), ".\n")
    if c.ch(0.5):
        c.w("Employment: ", c.pk(["former ", "was a ", "last worked as a "]), H.profession(c), c.pk([" at ", " for "]), H.employer(c), ".\n")
    c.w("Next: ", c.pk(["return ", "meet ", "accompany to appt "]), H.dt(c, c.days(c.ri(2, 14))), c.pk([" to pick up mail.", " at office.", "."]), "\n")
    c.w(B.sig(c, s0))


# ------------------------------------------------------------------ mental health outreach assessment
def mh_outreach(c):
    s0, s1 = c.staff[0], c.staff[1]
    uk = c.country == "UK"
    if c.ch(0.5):
        B.make_doc(c, s0, c.pk(["psychiatrist", "outreach psychiatrist", "psychiatry resident"] if not uk else ["consultant psychiatrist", "CT3 psychiatry"]))
    else:
        s0.cred = c.pk(["RN", "PMHNP", "LCSW"] if c.country == "US" else ["RPN", "RN", "MSW"] if c.country == "CA" else ["RMN", "CPN", "AMHP"])
        s0.job = c.pk(["psychiatric nurse", "MH outreach clinician", "crisis worker"])
    c.w(c.pk(["MENTAL HEALTH OUTREACH ASSESSMENT", "Psychiatric Outreach - Assessment", "Street Psychiatry Note", "MH Outreach Assessment"]), "\n")
    c.w("Date: ", H.dt_full(c, c.date), "  Time: ", K.tm(c), "\n")
    c.w("Location: ", B.loc_phrase(c), ", ", H.city(c), "\n")
    c.w("Assessors: ", H.dr(c, s0, c.pk(["full", "dr_full" if s0.cred in ("MD", "DO", "MBChB", "MRCGP", "GP", "SpR") else "full"])),
        " (", s0.job, "); ", H.dr(c, s1, c.pk(["full_cred", "init_cred", "full"])), "\n")
    c.w("Client: ", H.pt_head(c), ", ", H.age(c, style=c.pk(["yo", "yrs", "aged", "sexletter"])))
    if c.ch(0.4):
        c.w(", DOB ", H.dt_full(c, c.pt.dob))
    c.w("\n")
    src = c.pk(["shelter staff", "police", "business owner", "family", "library security", "transit staff", "ED"])
    c.w("Referral: ", src)
    if src == "family":
        f = B.fam_person(c, c.pk(["mother", "father", "sister", "brother", "aunt", "daughter", "son", "cousin"]))
        c.w(" (", f.rel, " ", H.fam(c, f, "full"), ", ", H.phone(c, False), ")")
    elif src == "shelter staff":
        c.w(" at ", H.shelter(c))
    elif src == "ED":
        c.w(" - ", H.hospital(c))
    c.w(" - concern re: ", c.pk(["bizarre behaviour", "not eating", "shouting at passers-by", "self-neglect", "threats to self",
                                 "wandering in traffic", "paranoia about staff"]), ".\n\n")
    c.w("Background: ", B.intro(c), " with ", c.pk(["schizophrenia", "bipolar I disorder", "schizoaffective disorder", "PTSD and MDD",
                                                  "unspecified psychosis", "FASD and anxiety"]), ". ")
    c.w("Previous admissions ", H.hospital(c, True), " ", H.dt_partial(c, c.days(-c.ri(200, 2000))), c.pk([" and ", ", "]),
        H.dt_partial(c, c.days(-c.ri(30, 199))), ". ")
    legal = c.pk({"US": ["5150", "involuntary hold", "72-hour hold", "5250"], "CA": ["Form 1", "Form 4", "involuntary admission", "CTO"],
                  "UK": ["s2 MHA", "s136", "s3", "CTO", "Section 2"]}[c.country])
    c.w("Last ", legal, " ", H.dt(c, c.days(-c.ri(20, 400))), ". ")
    c.w("Was on ", c.pk(["olanzapine 10 mg qHS", "Invega Sustenna 156 mg monthly", "Abilify Maintena 400 mg", "risperidone 2 mg BID",
                         "clozapine 300 mg", "lithium 900 mg", "zuclopenthixol depot 200 mg 2-weekly", "quetiapine 400 mg"]), "; ", c.pk(["stopped ", "no depot since ", "last fill "]), H.dt(c, c.days(-c.ri(15, 200))), ". ")
    c.w(K.cap(K.subst(c)), ".\n")
    if c.ch(0.6):
        f = B.fam_person(c, c.pk(["mother", "sister", "brother", "father", "aunt", "friend"]))
        c.w("Collateral: ", f.rel, " ", H.fam(c, f), " (", H.phone(c, False), ") says ", H.he(c),
            c.pk([" was a ", " used to work as a "]), H.profession(c), " until ", c.pk(["first episode", "the divorce", "a head injury"]),
            " aged ", H.age_n(c.ri(18, 45)), "; ", c.pk(["no contact since ", "last saw " + H.him(c) + " "]), H.holiday(c), ".\n")
    c.w("\nMSE:\n")
    for m in K.mse(c, c.ri(4, 7)):
        c.w("  ", m, "\n")
    c.w("\nRisk: ", c.pk(["self: low-moderate", "self: moderate (passive SI)", "self: low"]), "; ", c.pk(["others: low", "others: moderate (verbal threats)"]),
        "; vulnerability: ", c.pk(["high (exploitation, cold)", "high", "moderate"]), ". ", K.score(c), ".\n")
    c.w("Capacity re: ", c.pk(["accepting shelter", "medication", "hospital admission"]), ": ", c.pk(["lacks", "has", "fluctuating"]), ".\n")
    c.w("Physical: ", K.vitals(c, True), ". ", c.pk([K.eponym(c), "no acute concerns", K.exam(c, 1)[0]]), ".\n")
    c.w("\nImpression: ", c.pk(["relapse of psychosis in context of non-adherence", "stable, chronic negative symptoms",
                                "intoxication vs primary psychosis", "depressive episode with psychotic features"]), ". ",
        c.pk(["Does not meet criteria for detention today.", "Meets criteria; " + legal + " initiated, police assisted.",
              "Agreed to voluntary admission."]), "\n")
    c.w("Plan:\n")
    c.w("- ", c.pk(["LAI ", "Depot ", "Paliperidone injection "]), "due ", H.dt(c, c.days(c.ri(1, 14))), c.pk([" at ", " - give at "]),
        c.pk([[H.clinic(c)], [H.shelter(c)], ["van stop near ", H.landmark(c)]]), "\n")
    c.w("- ", c.pk(["ACT team", "CMHT" if uk else "ICM team", "FACT team"]), " referral sent to ", H.dr(c, c.staff[2], "full"), c.pk([" ", ", "]),
        H.email_staff(c, c.staff[2]) if c.ch(0.5) else H.phone(c), "\n")
    c.w("- Crisis plan given: call ", c.pk(["988", "911", "999", "111 option 2", "811", "the crisis line"]), " if unsafe\n")
    if c.ch(0.6):
        c.w("- ", B.pt_sentence(c))
    c.w("- Review ", H.dt(c, c.days(c.ri(1, 10)), "weekday"), c.pk([" am", " pm", ""]), " at same location\n")
    c.w(B.sig(c, s0))

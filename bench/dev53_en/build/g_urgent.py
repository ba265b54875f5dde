"""Genre 2: urgent care and walk-in clinic encounters."""
from common import *
from clin import ALLERGIES

CASES = {
    "uri": dict(cc="cough and congestion x %d days" % ri(3, 9),
                hpi=["Productive cough with yellow sputum, subjective fevers, sinus pressure.",
                     "Tried OTC DayQuil and honey with partial relief.", "Sick contacts at home."],
                exam=["TMs pearly gray bilaterally.", "Nasal mucosa boggy with clear rhinorrhea.",
                      "Oropharynx mildly erythematous, no exudate.", "Lungs with scattered rhonchi that clear with cough."],
                test="Rapid COVID/flu A/B antigen: negative.",
                dx="Acute viral upper respiratory infection (J06.9)",
                plan=["Supportive care, fluids, rest.", "Benzonatate 100 mg TID PRN cough, #21.",
                      "Return if fever >3 days or shortness of breath."]),
    "strep": dict(cc="sore throat", hpi=["Sore throat with painful swallowing, fever to 101.8 at home.",
                                         "No cough. Centor score 4."],
                  exam=["Tonsils 2+ with white exudate.", "Tender anterior cervical lymphadenopathy.", "No trismus, uvula midline."],
                  test="Rapid strep antigen: POSITIVE.", dx="Streptococcal pharyngitis (J02.0)",
                  plan=["Amoxicillin 500 mg BID x 10 days.", "Replace toothbrush after 24 h of antibiotics.",
                        "Contagious until 12-24 hours on antibiotics."]),
    "uti": dict(cc="burning with urination", hpi=["Dysuria, frequency and urgency for 2 days, no flank pain, no fever.",
                                                  "No vaginal discharge. LMP about two weeks ago."],
                exam=["No CVA tenderness.", "Mild suprapubic tenderness."],
                test="UA dip: LE 2+, nitrite positive, blood trace. Urine hCG negative. Culture sent.",
                dx="Acute cystitis without hematuria (N30.00)",
                plan=["Nitrofurantoin 100 mg BID x 5 days.", "Phenazopyridine 200 mg TID x 2 days.",
                      "We will call with culture results."]),
    "ankle": dict(cc="left ankle injury", hpi=["Rolled ankle stepping off a curb, able to bear weight for 4 steps.",
                                               "Swelling and lateral pain, iced at home."],
                  exam=["Swelling and ecchymosis over ATFL.", "No tenderness at posterior edge of malleoli or base of 5th MT.",
                        "Ottawa ankle rules negative.", "Neurovascularly intact distally."],
                  test="X-ray deferred per Ottawa rules.", dx="Sprain of lateral ligament of left ankle (S93.402A)",
                  plan=["RICE, ASO brace applied.", "Ibuprofen 600 mg q6h PRN with food.", "Crutches for comfort, WBAT."]),
    "lac": dict(cc="laceration to hand", hpi=["Cut left palm on a box cutter while breaking down boxes, bleeding controlled with pressure.",
                                              "Last tetanus unknown."],
                exam=["3.2 cm linear laceration thenar eminence, no tendon exposure.", "Full flexion/extension all digits against resistance.",
                      "Cap refill <2 s, 2-point discrimination intact."],
                test="Procedure: Lidocaine 1% plain 3 mL local infiltration. Irrigated with 250 mL NS. Closed with 5 simple interrupted 4-0 nylon sutures. Tolerated well, EBL minimal.",
                dx="Laceration without foreign body of left hand (S61.412A)",
                plan=["Tdap given today.", "Suture removal in 10-12 days.", "Keep dry 24 h, then gentle washing.",
                      "Signs of infection reviewed."]),
    "back": dict(cc="low back pain after lifting", hpi=["Felt a pull in low back lifting a pallet at work, no radiation, no saddle anesthesia, no bowel/bladder changes."],
                 exam=["Paraspinal tenderness L3-L5 bilaterally.", "SLR negative bilaterally.", "Strength 5/5 LE, reflexes 2+ symmetric."],
                 test="No imaging indicated.", dx="Strain of muscle of lower back (S39.012A)",
                 plan=["Cyclobenzaprine 5 mg qHS PRN, #10.", "Naproxen 500 mg BID with food x 7 days.",
                       "Light duty: no lifting >15 lb for 1 week."]),
    "bite": dict(cc="dog bite to right forearm", hpi=["Bitten by neighbor's dog while walking past the yard. Dog vaccination status being verified.",
                                                      "Wound bled, washed with soap at home."],
                 exam=["Two puncture wounds and a 1.5 cm superficial tear to right volar forearm.", "No tendon involvement.",
                       "Mild surrounding erythema."],
                 test="Wound irrigated copiously; left open, non-adherent dressing applied.", dx="Dog bite of right forearm (W54.0XXA)",
                 plan=["Amoxicillin-clavulanate 875/125 BID x 5 days.", "Animal control notified; report filed.",
                       "Rabies PEP not indicated at this time pending 10-day observation of dog."]),
    "eye": dict(cc="red eye", hpi=["Right eye redness with crusting on waking, no vision change, no contact lens use."],
                exam=["Conjunctival injection right eye, mucopurulent discharge.", "Visual acuity 20/25 OD, 20/20 OS.",
                      "Fluorescein: no uptake."],
                test="", dx="Acute bacterial conjunctivitis, right eye (H10.31)",
                plan=["Polymyxin B/trimethoprim drops 1 gtt q4h while awake x 7 days.", "Hand hygiene."]),
    "burn": dict(cc="burn to forearm", hpi=["Splashed with hot oil from a fryer at work."],
                 exam=["Superficial partial-thickness burn approx 2% TBSA left forearm, blisters intact."],
                 test="Cleaned, silver sulfadiazine and bulky dressing applied.", dx="Second degree burn of left forearm (T22.212A)",
                 plan=["Dressing changes daily.", "Burn clinic follow-up if not healing in 7 days."]),
}


def setup():
    c = base_ctx(17, 88)
    c["clinic"] = clinic("uc")
    c["caddr"] = Addr(0.0)
    c["doc"] = staff(ch(["md", "np", "pa", "pa", "np"]))
    c["rn"] = staff(ch(["rn", "ma"]))
    c["user"] = c["rn"].user()
    c["case"] = ch(list(CASES))
    if c["case"] == "uti":
        c["pt"] = Person("PATIENT", sex="F")
    c["pcp"] = Person("DOCTOR")
    return c


def reg_block(d, c):
    pt = c["pt"]
    ins = ch(INSURERS)
    if rb(0.5):
        d.w("PATIENT REGISTRATION\nName: {n}\nDOB: {dob}  Age: {age}  Sex: {s}\nAddress: {a}\nCell: {p}   Email: {e}\n",
            n=pt.LF(), dob=D(c["dob"], c["dst"]), age=(str(c["age"]), "AGE"), s=sexw(pt, 1), a=c["addr"].line(),
            p=c["phone"], e=email_for(pt))
        d.w("Primary insurance: {ins}  Member ID: {mid}  Group: {g}\n", ins=(ins, "ORGANIZATION"), mid=healthplan(), g=group_no())
        if rb(0.5):
            d.w("Photo ID: driver's license {dl} ({st})\n", dl=dl(), st=c["addr"].st())
        d.w("PCP: {pcp}, {cr}   Preferred pharmacy: {ph}, {pc}\n", pcp=c["pcp"].full(), cr=c["pcp"].cred,
            ph=(clinic("pharm"), "HOSPITAL"), pc=(ch(TOWNS), "CITY"))
        d.w("Visit #{acct}   MRN {mrn}   Arrived {dt} {tm}\n\n", acct=c["acct"], mrn=c["mrn"], dt=D(c["date"], "us"), tm=tod())
    else:
        d.w("{pt} | {dob} ({age} y) | {s} | MRN {mrn} | Enc {acct}\n{a} | {p}\nIns: {ins} #{mid}\n\n", pt=pt.lf(),
            dob=D(c["dob"], "us"), age=(str(c["age"]), "AGE"), s=sexw(pt, 1), mrn=c["mrn"], acct=c["acct"],
            a=c["addr"].line(), p=c["phone"], ins=(ins, "ORGANIZATION"), mid=healthplan())


def triage(d, c):
    k = CASES[c["case"]]
    d.w("TRIAGE ({tm}) by {rn}, {cr}\nCC: {cc}\n", tm=tod(), rn=c["rn"].full(), cr=c["rn"].cred, cc=k["cc"])
    d.w(vitals_line() + "\nPain %d/10.  Allergies: %s\n" % (ri(0, 9), ch(ALLERGIES)))
    d.w("Meds: %s\n\n" % ch(["none", "OCP", "lisinopril, atorvastatin", "sertraline 50 mg", "albuterol PRN", "metformin"]))


def hpi(d, c):
    pt = c["pt"]
    k = CASES[c["case"]]
    d.w(ch(["HPI: ", "History of Present Illness:\n", "S: "]))
    d.w("{n} is a {a} {s} presenting with {cc}. ", n=ch([pt.full, lambda: [title(pt), pt.l()], pt.f])(),
        a=age_phrase(c["age"]), s=sexw(pt, ch([0, 2])), cc=k["cc"])
    d.w(" ".join(k["hpi"]) + " ")
    case = c["case"]
    if case in ("back", "lac", "burn"):
        sup = Person("FAMILY")
        c["emp"] = employer()
        pr = prof()
        c["doi"] = days(c["date"], -ri(0, 2))
        d.w("Injury occurred at work on {dt} around {tm} at {emp}, where {he} works as {a} {pr}. Supervisor {sup} was notified and an incident report filed. ",
            dt=D(c["doi"], ch(["us", "md", "wk"])), tm=tod(), emp=(c["emp"], "ORGANIZATION"),
            he=he(pt), a=a_an(pr[0]), pr=pr, sup=sup.full())
        c["wc"] = (ch(["WC", "CLM"]) + "-" + digits(7), "IDNUM")
        d.w("Workers' compensation claim # {wc}; adjuster {adj} ({p}).\n", wc=c["wc"], adj=Person("FAMILY").full(), p=PH(c["pst"], 0.5))
    elif case == "bite":
        own = Person("FAMILY")
        d.w("Dog owned by {own} at {st}; owner phone {p}. {ac} case # {cn}. ",
            own=own.full(), st=(street(0), "STREET"), p=PH(), ac=("%s Animal Control" % ch(TOWNS), "ORGANIZATION"),
            cn=("AC-%s-%s" % (c["date"].year, digits(4)), "IDNUM"))
        d.w("\n")
    elif case in ("uri", "strep"):
        d.w("Works as {a} {pr}; needs a note for work. Child at home also sick, seen at {pd} on {dt}.\n", a="a", pr=prof(),
            pd=(clinic("peds"), "HOSPITAL"), dt=D(days(c["date"], -ri(1, 4)), ch(["wday", "md", "wk"])))
    else:
        d.w("Symptoms began {dt}. Last similar episode {y}.\n", dt=D(days(c["date"], -ri(1, 4)), ch(["wday", "mdlong", "md"])),
            y=D(days(c["date"], -ri(200, 1500)), ch(["my", "y"])))
    d.w("PMH: %s. PSH: %s.\n\n" % (ch(["none", "asthma", "HTN", "T2DM", "anxiety", "migraines", "hypothyroidism"]),
                                    ch(["none", "appendectomy", "ACL repair", "C-section"])))


def exam(d, c):
    k = CASES[c["case"]]
    d.w(ch(["EXAM:\n", "Physical Exam:\n", "O: "]))
    d.w("Gen: alert, NAD. " + " ".join(k["exam"]) + " Heart RRR. Lungs CTA.\n")
    if k["test"]:
        d.w("\n" + k["test"])
        if rb(0.6):
            d.w(" Specimen {acc}.", acc=accession())
        d.w("\n")
    d.w("\n")


def plan(d, c):
    pt = c["pt"]
    k = CASES[c["case"]]
    d.w("ASSESSMENT: " + k["dx"] + "\nPLAN:\n")
    for x in k["plan"]:
        d.w("- " + x + "\n")
    d.w("- Rx sent electronically to {ph} at {st}, {city}.\n", ph=(clinic("pharm"), "HOSPITAL"), st=(street(0), "STREET"),
        city=(ch(TOWNS), "CITY"))
    d.w("- Follow up with PCP {pcp} in {n} days", pcp=["Dr. ", c["pcp"].l()], n=str(ri(2, 10)))
    if rb(0.5):
        d.w(" (office {p})", p=PH(c["pst"]))
    d.w(". ER precautions given.\n")
    if "wc" in c:
        d.w("\nWORK STATUS REPORT\nEmployee: {n}   Employer: {emp}   Claim: {wc}\nDate of injury: {doi}\nStatus: {st} through {dt}. Re-evaluate on {re}.\nFax to employer HR: {f}\n",
            n=pt.full(), emp=(c["emp"], "ORGANIZATION"), wc=c["wc"], doi=D(c["doi"], "us"),
            st=ch(["Modified duty", "Off work", "Return to full duty"]), dt=D(days(c["date"], ri(3, 10)), "us"),
            re=D(days(c["date"], ri(5, 12)), ch(["us", "wk"])), f=FX(c["pst"]))
    elif rb(0.5):
        d.w("\nExcuse note provided: {n} may return to {wk} on {dt}.\n", n=[title(pt), pt.l()], wk=ch(["work", "school", "class"]),
            dt=D(days(c["date"], ri(1, 4)), ch(["long", "wklong", "us"])))
    d.w("\nDischarge: {tm}, ambulatory, stable. Discharge instructions reviewed with patient", tm=tod())
    if rb(0.5):
        r, rel = relative(pt, ch(["mother", "wife", "husband", "son", "daughter"]) if rb(.5) else None)
        d.w(" and {his} {rel}, {r}, who drove {him} home", his=his(pt), rel=rel, r=r.f(), him=him(pt))
    d.w(". Questions answered.\n")


EDU = {
    "uri": "Viral infections usually improve in 7-10 days. Use a humidifier, saline rinses and acetaminophen or ibuprofen for aches. Cough may linger 2-3 weeks.",
    "strep": "Finish all of the antibiotic even if you feel better. Soft foods and cold liquids may help. Stay home until 12 hours after the first dose.",
    "uti": "Drink plenty of water. Do not hold urine. Phenazopyridine turns urine orange. Seek care for fever, back pain or vomiting.",
    "ankle": "Elevate the ankle above heart level, ice 20 minutes every 2-3 hours for 48 hours, wear the brace when walking.",
    "lac": "Keep the dressing clean. After 24 hours you may shower; pat dry and apply a thin layer of petroleum jelly. Watch for redness, pus, red streaks or fever.",
    "back": "Stay active as tolerated; bed rest slows recovery. Heat may help after 48 hours. Go to the ER for numbness in the groin, leg weakness or loss of bladder control.",
    "bite": "Watch for spreading redness, swelling, warmth or fever. Take all of the antibiotic. The dog must be observed for 10 days.",
    "eye": "Wash hands often, do not share towels, discard eye makeup. Return for pain, light sensitivity or vision change.",
    "burn": "Do not pop blisters. Change the dressing daily, keep covered, take ibuprofen for pain. Return for fever or spreading redness.",
}


def extra(d, c):
    pt = c["pt"]
    d.w("SOCIAL: %s. %s. " % (ch(["Never smoker", "Current smoker 1 ppd", "Former smoker", "Vapes"]),
                               ch(["Occasional alcohol", "No alcohol", "Denies drug use", "Marijuana occasionally"])))
    if rb(0.6):
        pr = prof()
        d.w("Occupation: {pr}. ", pr=pr)
    d.w("Lives with %s.\n" % ch(["spouse and two kids", "roommates", "parents", "alone", "partner"]))
    d.w("Immunizations: tetanus {t}; influenza {f}.\n", t=D(days(c["date"], -ri(300, 4000)), ch(["y", "my"])),
        f=ch(["declined", "up to date", "not this season"]))
    d.w("ROS:\n" + "\n".join(["Const: " + ch(["no fever", "subjective fever", "fatigue"]),
                              "Resp: " + ch(["no SOB", "cough", "no wheeze"]),
                              "CV: no chest pain", "GI: " + ch(["no N/V", "mild nausea", "no diarrhea"]),
                              "Skin: " + ch(["no rash", "see HPI"]), "Neuro: no numbness or weakness"]) + "\n\n")


def edu(d, c):
    d.w("\nPATIENT INSTRUCTIONS\n" + EDU[c["case"]] + "\n")
    d.w("If you do not have a primary care provider call our referral line {p}. Results and visit summary are available in the patient portal {u}.\n",
        p=PH(c["pst"]), u=org_url(c["clinic"]))


def footer(d, c):
    esign(d, c, c["doc"], npi_p=0.5)
    if rb(0.4):
        d.w("Scribe attestation: I, {s}, scribed for {p} on {dt}.\n", s=Person("DOCTOR", kind="ma").full(),
            p=c["doc"].fml(), dt=D(c["date"], "us"))
    if rb(0.5):
        d.w("\n{cl} | {a} | Tel {p} | Fax {f} | {u}\n", cl=(c["clinic"], "HOSPITAL"), a=c["caddr"].line(),
            p=PH(c["pst"]), f=FX(c["pst"]), u=org_url(c["clinic"]))
    if rb(0.5):
        audit(d, c)


def gen_std(d, c):
    if rb(0.5):
        banner(d, c, c["clinic"])
    else:
        d.w("{cl}\n{a}\n\n", cl=(c["clinic"], "HOSPITAL"), a=c["caddr"].line())
    d.w("URGENT CARE VISIT - {dt}\n\n", dt=D(c["date"], ch(["long", "wklong", "us"])))
    reg_block(d, c)
    triage(d, c)
    hpi(d, c)
    extra(d, c)
    exam(d, c)
    plan(d, c)
    edu(d, c)
    footer(d, c)


def gen_terse(d, c):
    pt = c["pt"]
    k = CASES[c["case"]]
    d.w("WALK-IN | {cl} | {dt} {tm}\n", cl=(c["clinic"], "HOSPITAL"), dt=D(c["date"], "us2"), tm=tod())
    d.w("{n} {mrn} {dob}\n\n", n=pt.LF(), mrn=c["mrn"], dob=D(c["dob"], "us"))
    d.lc = True
    d.w("cc {cc}. {a}{s}. ", cc=k["cc"], a=(str(c["age"]), "AGE"), s=sexw(pt, 1))
    d.w(" ".join(k["hpi"]) + "\n")
    d.w("pe: " + " ".join(k["exam"]) + "\n")
    d.w(("tests: " + k["test"] + "\n") if k["test"] else "")
    d.w("dx: " + k["dx"] + "\n")
    d.w("rx/plan: " + " ".join(k["plan"]) + "\n")
    d.w("cb # {p}. ok to leave vm. pcp {pcp}.\n", p=c["phone"], pcp=c["pcp"].l())
    d.lc = False
    d.w("\n")
    triage(d, c)
    hpi(d, c)
    extra(d, c)
    plan(d, c)
    edu(d, c)
    footer(d, c)


def gen_form(d, c):
    pt = c["pt"]
    k = CASES[c["case"]]
    d.w("================ {cl} ================\n", cl=(c["clinic"].upper(), "HOSPITAL"))
    d.w("Encounter Summary                      Printed: {dt}\n\n", dt=D(c["date"], "us"))
    d.w("Patient Name ........ {n}\nDate of Birth ....... {dob}\nAge ................. {age} years\nPhone ............... {p}\nAddress ............. {a}\nEmergency contact ... {ec} ({rel}) {ep}\nSSN (last 4) ........ {ss}\n\n",
        n=pt.full(), dob=D(c["dob"], "long"), age=(str(c["age"]), "AGE"), p=c["phone"], a=c["addr"].line(),
        ec=relative(pt)[0].full(), rel=ch(["sister", "mother", "friend", "spouse"]), ep=PH(c["pst"]), ss=ssn(3))
    triage(d, c)
    hpi(d, c)
    extra(d, c)
    exam(d, c)
    plan(d, c)
    edu(d, c)
    footer(d, c)


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.15):
        d.typo = 0.02
    ch([gen_std, gen_std, gen_terse, gen_form])(d, c)
    return "urgent_care"

"""Genres: diagnosis disclosure letter, cognitive enhancer review, care home liaison visit."""
import clin as K
import blocks as B
from phi import nm
from util import days, tm, rel, fam_paren, weekday, numbered, bullet

PLAIN = {
    "ad": "Alzheimer's disease. This is the most common cause of dementia. It affects the part of the brain that lays down new memories first, which is why recent events are harder to hold on to while older memories are kept",
    "mixed": "a mixed dementia - a combination of Alzheimer's disease and changes caused by reduced blood supply to the brain (vascular changes)",
    "vad": "vascular dementia. This is caused by damage to the small blood vessels deep in the brain, and looking after your blood pressure, cholesterol and diabetes is an important part of treatment",
    "dlb": "dementia with Lewy bodies. This can cause changes in attention that come and go, seeing things that are not there, and stiffness or slowness of movement",
    "ftd": "frontotemporal dementia. This affects the front parts of the brain which are involved in behaviour, planning and personality, rather than memory at first",
    "pdd": "Parkinson's disease dementia, where the changes of Parkinson's disease have spread to affect thinking and memory",
    "mci": "mild cognitive impairment. This means your memory is weaker than expected for your age, but not enough to affect your day-to-day independence. It is not dementia, although in some people it can progress",
    "ppa": "a language-led form of dementia called primary progressive aphasia, which mainly affects finding words and following long sentences",
    "eoad": "young-onset Alzheimer's disease, which means Alzheimer's disease starting before the age of 65",
    "arbd": "alcohol-related brain damage. Unlike most dementias this can improve, sometimes a great deal, if alcohol is stopped completely",
    "dep": "memory and concentration problems that are most likely caused by low mood rather than by dementia",
}


def _support(n, c, R):
    adv = c.staff(None)
    org = R.choice(["Alzheimer's Society", "Dementia UK", "Age UK", "Dementia Advice Service"] if c.uk else
                   ["Alzheimer Society", "the local Alzheimer Society chapter", "First Link", "Home and Community Care Support Services"])
    n.f("Your {role} is {a}", role=R.choice(["dementia adviser", "dementia support worker", "First Link care navigator",
                                              "Admiral Nurse", "post-diagnostic support worker"]),
        a=c.S(adv, R.choice(["fl", "f"]), typ="DOCTOR"))
    n.f(" ({org}), who can be contacted on {ph}", org=org, ph=(c.phone(mobile=R.random() < 0.3), "PHONE"))
    if R.random() < 0.5:
        n.f(" or by email at {em}", em=(adv.email, "EMAIL"))
    n.t(". ")
    if R.random() < 0.6:
        n.f("The {grp} meets {wd} afternoons at {hall}. ", grp=R.choice(["Memory Cafe", "Carers' Support Group", "Singing for the Brain group",
                                                                   "Minds in Motion class", "Living Well group"]),
            wd=[("on ", None), weekday(c, True)], hall=(c.hall, "LOCATION_OTHER"))
    if R.random() < 0.6:
        n.f("You may also find the information at {url} helpful. ", url=(c.clinic.url, "URL"))
    n.t("\n\n")


def disclosure_letter(n, c):
    R = c.R
    uk = c.uk
    to = R.choice(["patient", "patient", "gp"])
    B.letterhead(n, c, c.clinic, dept=R.choice(["Memory Assessment Service", "Old Age Psychiatry", None, "Geriatric Medicine"]))
    B.refs(n, c)
    B.date_line(n, c, days(c.today, R.randint(1, 14)))
    n.t("\n")
    if R.random() < 0.2:
        n.t("PRIVATE AND CONFIDENTIAL\n")
    B.to_block(n, c, to)
    acc = c.nok
    if to == "patient":
        if R.random() < 0.6:
            n.f("Dear {t}{l},\n\n", t=c.ptitle + " ", l=nm(c.pt, "PATIENT", "l"))
        else:
            n.f("Dear {f},\n\n", f=nm(c.pt, "PATIENT", R.choice(["f", "nick"])))
        n.f("Thank you for coming to see {me} at {cl} on {d}", me=R.choice(["me", "us", "me"]),
            cl=(c.clinic.name, "HOSPITAL"), d=c.D(c.today, R.choice(["wdM", "dMY", "wdMY"]) if uk else R.choice(["wd,Md,Y", "Md,Y", "Md"])))
        if R.random() < 0.75:
            n.f(" with your {r} {f}", r=acc.rel, f=c.F(acc, "f"))
        n.t(". I am writing, as promised, to summarise what we talked about.\n\n")
        n.t("Your tests\n" if R.random() < 0.5 else "")
        n.f("Your memory tests ({cog}) showed difficulties mainly with {dom}. ", cog=R.choice(["ACE-III %d/100" % R.randint(55, 86), "MoCA %d/30" % R.randint(13, 25)]),
            dom=R.choice(["learning new information and recalling it after a delay", "attention and finding words",
                          "drawing and copying shapes and judging space", "planning and switching between tasks"]))
        n.f("Your {scan} at {h} on {d} ", scan=R.choice(["brain scan", "MRI scan", "CT scan"]), h=(c.hosp.name, "HOSPITAL"),
            d=c.D(c.scan, R.choice(["dMY", "dthMY", c.dstyle])))
        n.t(R.choice(["showed some shrinkage in the memory areas of the brain", "showed changes in the small blood vessels",
                      "did not show a stroke or a tumour", "was in keeping with your age, with some changes in the memory areas"]) +
            ", and your blood tests were " + R.choice(["normal", "normal apart from a low vitamin B12, which your GP will treat" if uk else "normal apart from a low B12",
                                                       "reassuring"]) + ".\n\n")
        n.t("What this means\n" if R.random() < 0.5 else "")
        n.t("Putting all of this together, we think that you have " + PLAIN[c.dx[0]] + ". ")
        n.t(R.choice(["I know this was difficult news to hear. ", "You told me you had suspected this for some time. ",
                      "You and your family asked good questions and I have tried to answer them again below. ", ""]) + "\n\n")
        ach = K.achei(R, c.dx[0])
        if ach:
            n.t("Medication\nWe agreed to start " + ach.split(" ")[0].lower() + ". " + R.choice([
                "The most common side effects are feeling sick, loose stools, vivid dreams and muscle cramps; these usually settle within a few weeks. ",
                "Please take it at night. If you feel dizzy or faint, stop the tablets and let us know. "]) +
                "We will check how you are getting on in about 6 weeks.\n\n")
        n.t("Driving\n" if R.random() < 0.6 else "")
        if uk:
            n.t("By law you must tell the DVLA about your diagnosis. You can keep driving while they make their decision, " +
                R.choice(["unless your family or I become worried.", "but please avoid long or unfamiliar journeys."]) + "\n\n")
        else:
            n.f("As discussed, physicians in {prov} are required to report certain medical conditions to the licensing authority, and I have done so. ",
                prov=(c.prov, "STATE"))
            n.t("You will receive a letter from them directly.\n\n")
        n.t("Planning ahead\n" if R.random() < 0.5 else "")
        n.t(R.choice(["We talked about making a Lasting Power of Attorney while you are able to choose who you would like to help you. " if c.uk else
                      "We discussed naming a substitute decision-maker and making a Power of Attorney for Personal Care. ",
                      "It would be a good time to think about your wishes for the future and write them down. "]))
        if R.random() < 0.5:
            n.f("You said you would like {p} to be involved. ", p=[acc.rel + " " if R.random() < 0.5 else "", c.F(acc, "f")])
        n.t("\n\n")
        _support(n, c, R)
        n.f("Follow-up: {nurse} from the memory team will telephone you around {d}, and I will see you again in clinic on {d2}.\n\n",
            nurse=c.S(c.nurse, R.choice(["fl", "f"])), d=c.Ds(days(c.today, R.randint(14, 24))), d2=c.D(c.fu))
        n.t(R.choice(["Please do get in touch if you have any questions.", "Please call the team if anything in this letter is unclear.",
                      "If anything changes before then, please contact us on the number above."]) + "\n\n")
    else:
        n.f("Dear {gp}\n\n", gp=c.S(c.gp, "l", title=True))
        n.f("Re: {nm}, DOB {dob}, {hl} {hc}\n", nm=nm(c.pt, "PATIENT", R.choice(["fl", "fml"]), c.ptitle), dob=c.D(c.dob),
            hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"))
        n.add(c.addr())
        n.t("\n\nDiagnosis: " + c.dx[1] + " (" + c.dx[3] + ")\n")
        n.t("Severity: " + R.choice(["mild", "mild-moderate", "moderate"]) + "\n")
        n.t("Cognitive scores: " + R.choice(["ACE-III %d/100" % R.randint(55, 86), "MoCA %d/30" % R.randint(13, 25)]) + "\n\n")
        n.f("I saw {pt} with {r} in clinic on {d} to discuss the results of {his} assessment. ", pt=c.P("tl"),
            r=rel(c, acc, R.choice(["f", "fl"])), d=c.D(c.today), his=c.his)
        n.t(R.choice(["The diagnosis was shared sensitively and was received calmly. ",
                      "%s had expected the news and was relieved to have an explanation. " % c.He,
                      "%s became tearful but was well supported by family. " % c.He]))
        n.t("Imaging showed " + K.mri_findings(R, c.dx[4])[0][0].lower() + K.mri_findings(R, c.dx[4])[0][1:] + " ")
        n.t(R.choice(["Bloods unremarkable. ", "B12 borderline - please consider replacement. ", "TFTs normal. "]) + "\n\n")
        n.h("Plan")
        items = K.plan_items(R, R.randint(3, 5))
        ach = K.achei(R, c.dx[0])
        if ach:
            items.insert(0, "Started " + ach + "; I would be grateful if you could take over prescribing under shared care after the 3-month review.")
        numbered(n, items, R)
        n.t("\n")
    sgn = c.cons if R.random() < 0.7 else c.reg
    B.signature(n, c, sgn, B.doc_role(c, sgn is c.cons), "doc", B.doc_cred(c))
    if to == "patient":
        B.cc(n, c, R.choice([("gp",), ("gp", "nok"), ("gp", "nurse")]))
    else:
        B.cc(n, c, R.choice([("patient",), ("patient", "nurse"), ("file",)]))


SE = ["Nausea", "Vomiting", "Diarrhoea", "Anorexia / weight loss", "Vivid dreams / insomnia", "Muscle cramps",
      "Dizziness / syncope", "Falls", "Urinary frequency", "Headache", "Agitation", "Skin irritation (patch)"]


def _med_review_full(n, c):
    R = c.R
    uk = c.uk
    drug = K.achei(R, "ad") if c.dx[0] in ("ftd", "dep", "mci", "arbd") else K.achei(R, c.dx[0])
    dname = drug.split(" ")[0]
    n.t(R.choice(["COGNITIVE ENHANCER REVIEW", "Anti-dementia Medication Review", "Cholinesterase inhibitor monitoring - pharmacist clinic",
                  "MEMANTINE / AChEI TITRATION REVIEW", "Medication review - cognitive enhancers (telephone)"]) + "\n")
    B.demog(n, c)
    mode = R.choice(["telephone", "clinic", "home visit", "video (Attend Anywhere)" if uk else "video (OTN)"])
    who = c.pharm if R.random() < 0.5 else c.nurse
    role = R.choice(["Specialist Mental Health Pharmacist", "Clinical Pharmacist"]) if who is c.pharm else B.nurse_role(c)
    n.f("Review date: {d}   Mode: {m}\nReviewer: {r} ({role})\n", d=c.D(c.today), m=mode, r=c.S(who, "fl"), role=role)
    if mode.startswith("video") and R.random() < 0.6:
        n.f("Connection from {ip}; identity confirmed with DOB and postcode.\n", ip=(B.ip(R), "IPADDR"))
    if mode == "telephone":
        n.f("Spoke to {p} and {r} on {ph}.\n", p=c.P("f"), r=rel(c, c.nok, "f"), ph=(c.home_phone, "PHONE"))
    n.t("\n")
    start = days(c.today, -R.randint(40, 400))
    n.f("{drug} started {d1} ", drug=dname, d1=c.D(start))
    n.f("by {s}", s=c.S(c.cons, "l"))
    if R.random() < 0.6:
        n.f("; dose increased on {d2}", d2=c.D(days(start, 28)))
    n.t(". Current dose: " + drug + ".\n")
    if R.random() < 0.5:
        n.f("{rx} {num}\n", rx=R.choice(["Rx #", "Prescription no.", "Order #"]), num=(B.idnum(R, "req"), "IDNUM"))
    if not uk and R.random() < 0.5:
        n.t({"ON": "ODB LU code 431 documented.", "BC": "Special Authority approved (PharmaCare).", "QC": "RAMQ exception code CG 12 noted."}.get(
            c.prov_abbr, "Provincial drug plan coverage confirmed.") + "\n")
    n.t("\nAdherence: ")
    k = R.randrange(3)
    if k == 0:
        n.f("weekly blister pack from {ph}; ", ph=(c.pharmacy, "HOSPITAL"))
    elif k == 1:
        n.f("dosette filled by {r}; ", r=rel(c, c.kids[0], "f"))
    n.t(R.choice(["no missed doses reported.", "occasional missed evening dose.",
                  "patch sometimes not removed - two found on at once." if "patch" in drug else "refused tablets twice this week."]) + "\n")
    n.h("\nSide effects")
    fmt = R.randrange(2)
    bl = bullet(R)
    for s in R.sample(SE, R.randint(5, 9)):
        yn = R.choice(["No", "No", "No", "Yes - mild", "Yes", "Resolved"])
        n.t(("%s: %s\n" % (s, yn)) if fmt == 0 else ("%s%s%s\n" % (bl, s.ljust(28), yn)))
    n.t("\nObservations: " + K.vitals(R, True) + "\n")
    if R.random() < 0.6:
        n.f("ECG {d}: {ecg}\n", d=c.D(days(c.today, -R.randint(1, 60))),
            ecg=R.choice(["SR 64, PR 176 ms, QTc 441 ms", "SR 58, first degree heart block (PR 224 ms)",
                          "AF rate 72, QTc 452 ms", "sinus bradycardia 52 - discussed"]))
    n.t("\nCognition: ")
    b = R.randint(15, 25)
    n.f("{t} {a}/30 today vs {b}/30 at baseline ({d}).\n", t=R.choice(["MMSE", "MoCA"]), a=b + R.randint(-4, 2), b=b,
        d=c.D(start, R.choice(["MY", "mY", "m/Y", c.dstyle])))
    n.f("{r} feels {pt} is ", r=c.F(c.nok, "f"), pt=c.P("f"))
    n.t(R.choice(["a bit brighter and more engaged", "about the same", "more settled in the evenings", "slightly worse, more repetitive"]) + ".\n")
    n.t("\nOther medicines: " + ", ".join(K.meds(R, uk, None, 0, R.random() < 0.3, R.randint(2, 6))) + "\n")
    n.t("ACB score: %d. " % R.randint(0, 6) + R.choice(["Beta-blocker noted - monitor pulse.", "No interacting medicines.",
                                                        "Oxybutynin stopped by GP last month.", "Advised to avoid OTC antihistamine sleep aids."]) + "\n")
    n.h("\nPlan")
    items = [R.choice(["Continue " + drug + ".", "Increase to next dose step as tolerated.", "Switch to rivastigmine patch 4.6 mg/24h due to GI intolerance.",
                       "Add memantine 5 mg OD, titrate weekly to 20 mg.", "Reduce dose and reassess in 2 weeks."])]
    if R.random() < 0.6:
        items.append(["Shared care letter to ", c.S(c.gp, "l"), " at ", (c.practice.name, "HOSPITAL"), " - please continue prescribing from ",
                      c.D(days(c.today, 14), R.choice([c.dstyle, "dM", "Md"])), "."])
    if R.random() < 0.5:
        items.append(["Pharmacy ", (c.pharmacy, "HOSPITAL"), " informed (", (c.phone(), "PHONE"), ")."])
    items.append(["Next review ", c.D(c.fu), R.choice([" by phone.", " in clinic.", "."])])
    numbered(n, items, R)
    n.t("\n")
    n.add(c.S(who, R.choice(["fl", "il"]), title=False))
    n.t(", " + role + "\n")
    kind = "pharm" if who is c.pharm else "nurse"
    if R.random() < 0.6:
        n.f("{lab}{num}\n", lab=B.lic_label(c, kind), num=(B.lic_value(c, kind), "LICENSE"))
    if R.random() < 0.5:
        B.ehr_footer(n, c, who)


def _care_home_record(n, c):
    R = c.R
    uk = c.uk
    ch = c.carehome
    room = R.choice(["%d" % R.randint(1, 60), "%d%s" % (R.randint(100, 330), R.choice("AB")), "%d" % R.randint(101, 420)])
    n.t(R.choice(["CARE HOME LIAISON TEAM - VISIT RECORD", "Care Home In-reach Visit", "LTC Outreach Consultation",
                  "Behavioural Supports Outreach - Home Visit", "CARE HOME LIAISON REVIEW"]) + "\n")
    n.f("Home: {h}", h=(ch.name, "HOSPITAL"))
    if R.random() < 0.6:
        n.f(", {st}, {city}", st=(ch.street, "STREET"), city=(ch.city, "CITY"))
    n.f("   Tel {ph}\n", ph=(ch.phone, "PHONE"))
    n.f("Resident: {nm}   {lab} {room}", nm=nm(c.pt, "PATIENT", R.choice(["fl", "LF", "Lf"])), lab=R.choice(["Room", "Rm", "Room no."]),
        room=(room, "LOCATION_OTHER"))
    if R.random() < 0.4:
        n.f(", bed {b}", b=("%d" % R.randint(1, 4), "LOCATION_OTHER"))
    n.f("\nDOB {dob} ({age})   {hl} {hc}\n", dob=c.D(c.dob), age=c.AGE(), hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"))
    if R.random() < 0.35:
        n.f("eMAR resident ID (facial recognition): {bio}\n", bio=(B.bio_id(R), "BIOID"))
    n.f("Date of visit: {d} {t}\n", d=c.D(c.today), t=tm(R))
    staff = c.hcstaff
    n.f("Present: {a} ({ra}), {b} ({rb})", a=c.S(staff[0], R.choice(["fl", "f"])), ra=R.choice(["nurse in charge", "RN", "Unit manager", "RPN"]),
        b=c.S(staff[1], R.choice(["fl", "f"])), rb=R.choice(["senior carer", "PSW", "care assistant", "activities coordinator"]))
    if R.random() < 0.5:
        n.f(", {f} ({r}, by phone)", f=c.F(c.nok, "fl"), r=c.nok.rel)
    vis = c.nurse if R.random() < 0.6 else c.reg
    vrole = B.nurse_role(c) if vis is c.nurse else B.doc_role(c, False)
    n.f("\nVisiting clinician: {s}, {r}\n\n", s=c.S(vis, "fl"), r=vrole)
    n.t("Reason for visit: ")
    beh = R.sample(K.BPSD, R.randint(1, 3))
    n.t("; ".join(b[0].lower() for b in beh) + ". ")
    n.f("Referred by {gp} on {d}.\n\n", gp=c.S(c.gp, "l"), d=c.Ds(days(c.today, -R.randint(5, 30))) if R.random() < 0.6 else c.D(days(c.today, -R.randint(5, 30))))
    n.t("Background: " + c.dx[2] + ". ")
    if R.random() < 0.4:
        n.f("Moved to {h} from ", h=(ch.name, "HOSPITAL"))
    else:
        n.t("Admitted from ")
    n.f("{from_} on {d}. ", from_=R.choice([(c.hosp.name, "HOSPITAL"), [c.his + " own home in ", (c.city, "CITY")]]),
        d=c.D(days(c.today, -R.randint(60, 900))))
    n.f("Former {occ}. ", occ=(c.occ, "PROFESSION"))
    if R.random() < 0.5:
        n.f("{r} visits {when}. ", r=rel(c, c.nok, "f", cap=True), when=R.choice(["daily", "every afternoon", "twice weekly"]))
    n.t("\n\n")
    n.h("Staff report")
    n.f("{s} reports that {pt} ", s=c.S(staff[0], "f"), pt=c.P(R.choice(["f", "nick", "tl"])))
    n.t(R.choice(["has been more unsettled over the last fortnight, ", "is worse since a room move, ", "was calmer after the last visit but deteriorated again, "]) +
        R.choice(["especially after 4pm.", "mainly during personal care.", "at night.", "with no clear pattern."]) + " ")
    st = R.choice(["dm", "dM", c.dstyle] if c.uk else ["Md", "Md,Y", c.dstyle])
    n.f("ABC charts from {d1} to {d2} reviewed: {k} episodes, ", d1=c.D(days(c.today, -14), st),
        d2=c.D(days(c.today, -1), st), k=R.randint(3, 30))
    n.t(R.choice(["clustering around handover.", "two involving another resident.", "one injury to staff (scratch).", "mostly verbal."]) + "\n")
    n.t(" ".join(R.sample(K.EPONYM_LINES[20:], 3)) + " " + R.choice(["Urine dip: leucocytes ++, nitrites neg - not sent.",
                                                                      "Urine dip clear.", "Bowels open daily.", "Constipated - BNO 4 days."]) + "\n")
    if not uk:
        n.t("RAI-MDS: CPS %d, ABS %d, CHESS %d, DRS %d.\n" % (R.randint(2, 6), R.randint(1, 10), R.randint(0, 3), R.randint(0, 8)))
    n.h("\nMedication")
    ms = K.meds(R, uk, K.achei(R, c.dx[0]), psych=R.randint(1, 2), n=R.randint(2, 5))
    bl = bullet(R)
    for m in ms:
        n.t(bl + m + "\n")
    n.t("PRN use (last 7 days): %s x%d.\n" % (R.choice(["lorazepam 0.5 mg", "haloperidol 0.5 mg", "lorazepam 0.5mg", "paracetamol 1 g"]), R.randint(0, 9)))
    n.h("\nMental state / observation")
    n.t(R.choice(["Seen in the quiet lounge. ", "Seen in own room. ", "Seen in the dining room after lunch. "]) +
        R.choice(["Walking with frame, purposeful pacing.", "Sitting, fidgeting with cardigan buttons.", "Calm during my visit, smiling, chatting about the war."]) + " " +
        R.choice(["Not orientated to place.", "Called me by her daughter's name.", "No evidence of distress today.", "Grimaced on moving left hip."]) + "\n")
    n.t("\nLegal: ")
    if uk:
        d1 = days(c.today, -R.randint(30, 200))
        n.f("DoLS authorised {d1} to {d2}, ref {ref}. ", d1=c.D(d1), d2=c.D(days(d1, 365)), ref=(B.idnum(R, "dols", c.today.year), "IDNUM"))
        n.t(R.choice(["ReSPECT form in place - for ward-based care, not CPR.", "DNACPR in place.", "No ReSPECT form - to discuss with GP."]) + "\n")
    else:
        n.f("SDM: {r} {f} (POA personal care). ", r=c.nok.rel, f=c.F(c.nok, "fl"))
        n.t(R.choice(["Level of care: R (no CPR, no ICU).", "Code status: DNR.", "Goals of care discussion pending."]) + "\n")
    n.h("\nFormulation / plan")
    items = []
    for b in beh:
        items.append(b[0] + " - likely triggers: " + b[1] + ". Try: " + b[2] + ".")
    items.append(R.choice(["Antipsychotic review: reduce quetiapine by 25 mg and monitor.", "Pain trial: regular paracetamol 1 g QDS for 2 weeks.",
                           "No antipsychotic indicated.", "Continue risperidone, review in 6 weeks (licensed max 6 weeks for AD)."]))
    items.append(["Next visit ", c.Ds(days(c.today, R.choice([7, 14, 21, 28]))) if R.random() < 0.5 else c.D(days(c.today, 14)),
                  R.choice(["", " (AM)", ", please have charts available"]), "."])
    numbered(n, items, R)
    n.t("\n")
    n.add(c.S(vis, R.choice(["fl", "il"]), title=vis is not c.nurse))
    n.t(" " + (B.nurse_cred(c) if vis is c.nurse else "- " + vrole) + "\n")
    if R.random() < 0.5:
        kind = "nurse" if vis is c.nurse else "doc"
        n.f("{lab}{num}\n", lab=B.lic_label(c, kind), num=(B.lic_value(c, kind), "LICENSE"))
    if R.random() < 0.4:
        n.f("Team: {t}  {ph}\n", t=(c.team, "HOSPITAL"), ph=(c.ext(c.clinic.phone), "PHONE"))
    if R.random() < 0.4:
        B.ehr_footer(n, c, c.nurse)


def _med_review_soap(n, c):
    """Short SOAP-style telephone review, as typed by a busy nurse or pharmacist."""
    R = c.R
    uk = c.uk
    drug = K.achei(R, "ad") if c.dx[0] in ("ftd", "dep", "mci", "arbd") else K.achei(R, c.dx[0])
    who = c.pharm if R.random() < 0.4 else c.nurse
    n.f("{ty} - {drug}\n{d} {t}   {nm}   {hl} {hc}\n\n", ty=R.choice(["TELEPHONE REVIEW", "Tel f/u", "Med review (phone)"]),
        drug=drug.split(" ")[0].upper(), d=c.D(c.today), t=tm(R), nm=nm(c.pt, "PATIENT", R.choice(["LF", "Lf", "fl"])),
        hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"))
    n.f("S: Spoke with {r} ({ph}). {pt} on {drug} since {d}. ", r=fam_paren(c, c.nok, "f"), ph=(c.nok.phone, "PHONE"),
        pt=c.P(R.choice(["f", "tl"])), drug=drug, d=c.Ds(days(c.today, -R.randint(30, 120))))
    n.t(R.choice(["No N/V/D. ", "Mild nausea first wk, settled. ", "Loose stools x2/day. ", "Poor appetite. "]) +
        R.choice(["Sleeping ok. ", "Vivid dreams - moved dose to mane. ", "Up at night more. "]) +
        R.choice(["No falls.", "1 fall (no injury).", "Dizzy on standing occasionally."]) + "\n")
    n.f("O: HR {hr} ({src}). Wt {w} kg.\n", hr=R.randint(50, 90), src=R.choice(["home BP monitor per family", "district nurse reading", "GP surgery reading " + "last wk"]),
        w="%.1f" % R.uniform(45, 95))
    n.t("A: " + R.choice(["Tolerating well.", "Partial tolerance - GI SEs.", "Bradycardia - hold increase.", "Adherence issues."]) +
        " ACB %d.\n" % R.randint(0, 5))
    n.f("P: {p}. Next review {d}.\n", p=R.choice(["Continue", "Increase dose as per titration", "Hold at current dose", "Switch to patch"]),
        d=c.D(c.fu, R.choice([c.dstyle, "dM" if uk else "Md"])))
    if R.random() < 0.5:
        n.f("Letter to {gp} ({prac}).\n", gp=c.S(c.gp, "l"), prac=(c.practice.name, "HOSPITAL"))
    n.add(nm(who, "DOCTOR", R.choice(["ini", "il", "fl"])))
    n.f(" / {u}\n", u=(who.username, "USERNAME"))


def med_review(n, c):
    if c.R.random() < 0.3:
        _med_review_soap(n, c)
    else:
        _med_review_full(n, c)


def _care_home_letter(n, c):
    """Liaison letter to the GP after a care-home visit."""
    R = c.R
    B.letterhead(n, c, c.clinic, dept=(c.team, "HOSPITAL"))
    B.date_line(n, c, days(c.today, R.randint(1, 7)))
    n.t("\n")
    B.to_block(n, c, "gp")
    n.f("Dear {gp},\n\n", gp=c.S(c.gp, R.choice(["l", "fl"]), title=True))
    n.f("Re: {nm}, DOB {dob}, {hl} {hc}\nResident at {h}, room {r}\n\n", nm=nm(c.pt, "PATIENT", "fl", c.ptitle), dob=c.D(c.dob),
        hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"), h=(c.carehome.name, "HOSPITAL"), r=("%d" % R.randint(1, 60), "LOCATION_OTHER"))
    beh = R.sample(K.BPSD, 2)
    n.f("Thank you for asking us to see {pt} regarding {b}. I visited the home on {d} and met {s} ({role}) ",
        pt=c.P("tl"), b=beh[0][0].lower(), d=c.D(c.today, R.choice([c.dstyle, "wdM" if c.uk else "wd,Md,Y"])),
        s=c.S(c.hcstaff[0], "fl"), role=R.choice(["deputy manager", "nurse in charge", "senior carer"]))
    n.f("and spoke to {r} by telephone afterwards.\n\n", r=rel(c, c.nok, "f"))
    n.t("Staff describe " + beh[0][0].lower() + ", mostly " + R.choice(["in the late afternoon", "at night", "during personal care"]) +
        ". " + R.choice(["There is also ", "In addition there is "]) + beh[1][0].lower() + ". ")
    n.t("The ABC charts suggest the main triggers are " + beh[0][1] + ". " +
        R.choice(["I could not find evidence of pain, infection or constipation. ", "A urine dip was negative. ",
                  "I wonder whether pain from %s arthritic knees is contributing. " % c.his]) + "\n\n")
    n.t("Recommendations:\n")
    items = [beh[0][2][0].upper() + beh[0][2][1:] + ".", beh[1][2][0].upper() + beh[1][2][1:] + "."]
    items.append(R.choice(["Please consider a trial of regular paracetamol 1 g QDS for 2 weeks.",
                           "I would not recommend an antipsychotic at present.",
                           "Please reduce quetiapine to 12.5 mg ON and stop after 2 weeks if settled.",
                           "Please check B12, TFTs and calcium at the next bloods."]))
    numbered(n, items, R)
    n.f("\nWe will review again on {d}. ", d=c.Ds(days(c.today, R.choice([14, 21, 28]))))
    n.t("The home has our duty number for advice in the meantime.\n\n")
    vis = c.nurse if R.random() < 0.6 else c.cons
    B.signature(n, c, vis, B.nurse_role(c) if vis is c.nurse else B.doc_role(c), "nurse" if vis is c.nurse else "doc",
                B.nurse_cred(c) if vis is c.nurse else B.doc_cred(c))
    n.f("cc: {m}, Manager, {h}\n", m=c.S(c.hcstaff[2], "fl"), h=(c.carehome.name, "HOSPITAL"))


def care_home(n, c):
    if c.R.random() < 0.3:
        _care_home_letter(n, c)
    else:
        _care_home_record(n, c)

"""Genres of our own choosing: readmission discharge summary, patient portal
message thread."""
import datetime

from doc import P
from country import pick
import clinical as CL
import common as CM
from people import person, full

ADMIT = [
    ("Transplant pyelonephritis (ESBL E. coli)", "fever, rigors and graft tenderness",
     "IV meropenem then oral fosfomycin per sensitivities"),
    ("CMV syndrome (CMV PCR 48,000 IU/mL)", "fever, malaise and leucopenia",
     "IV ganciclovir 5 mg/kg BD (renally adjusted), MMF held, then valganciclovir treatment dose"),
    ("AKI on transplant (pre-renal) with diarrhoea", "profuse diarrhoea and dizziness",
     "IV fluids, tacrolimus held for one dose (level 21), stool PCR norovirus positive"),
    ("Community-acquired pneumonia", "cough, fever and hypoxia (SpO2 89% on air)",
     "IV co-amoxiclav + clarithromycin switched to doxycycline (tacrolimus interaction)"),
    ("Acute T cell-mediated rejection, Banff IB", "rising creatinine and reduced urine output",
     "methylprednisolone 500 mg IV x3, tacrolimus target increased"),
    ("Pneumocystis jirovecii pneumonia", "progressive breathlessness after stopping Septrin",
     "high-dose co-trimoxazole + prednisolone, oxygen via nasal cannula"),
    ("COVID-19 infection", "fever and cough, lateral flow positive",
     "sotrovimab; MMF paused for 7 days; Paxlovid avoided (tacrolimus)"),
    ("Lymphocele compressing transplant ureter", "graft swelling, hydronephrosis on USS",
     "percutaneous drainage by IR, then laparoscopic fenestration"),
]


def discharge(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    los = rng.randrange(2, 15)
    adm = case.visit - datetime.timedelta(days=los)
    X["adm"] = case.D(adm, pick(rng, ["num", "long"]))
    X["dis"] = case.D(case.visit, "num")
    X["bed"] = CM.room(rng, ["Bed", "Bay+Bed", "Side room", "Room"])
    X["fu"] = case.D(CM.future(case, 5, 21), pick(rng, ["num", "long", "wk"]))
    X["bl"] = case.D(CM.future(case, 2, 6), pick(rng, ["num", "wk"]))
    dx, pc, tx = pick(rng, ADMIT)
    if C.us:
        tx = tx.replace("prednisolone", "prednisone")
    doc.fill("DISCHARGE SUMMARY\n{hosp} - Renal & Transplant Medicine\n{hosp_addr}\n\n", X)
    CM.banner(doc, case, pick(rng, [0, 2, 1]))
    doc.fill("Admitted: {adm} via ED   Discharged: {dis}   Ward: {ward}, {bed}\n", X)
    doc.fill("{consw}: {Dr} {cons_full}   Discharging clinician: {Dr} {reg_full}\n", X)
    doc.fill("{acc_label}: {acc}\n", X)
    if case.ssn and rng.random() < 0.5:
        doc.fill("{ssn_label}: {ssn}    ", X)
    if rng.random() < 0.5:
        doc.fill("{ins_label}: {ins}\n", X)
    doc.fill("{gpw}: {Dr} {gp_fl}, {practice}\n\n", X)
    doc.lit("PRINCIPAL DIAGNOSIS\n%s\n\n" % dx)
    doc.fill("BACKGROUND\n{tx_type} kidney transplant {tx_date} for {primary}; baseline "
             "creatinine %s %s.\n\n" % (CL.creat(rng, C), C.creat_unit), X)
    doc.fill("PRESENTATION\n{age}-year-old {man} presented with %s. %s\n\n" % (
        pc, pick(rng, ["NEWS2 on arrival 5.", "Lactate 2.8 mmol/L; 1 L Hartmann's solution given.",
                       "Haemodynamically stable, GCS 15 (Glasgow Coma Scale).",
                       "qSOFA 1; Ringer's lactate bolus.", "Calf tender; Wells score 1, "
                       "Doppler negative for DVT."])), X)
    if rng.random() < 0.5:
        doc.lit("On discharge: %s.\n\n" % CM.scores(rng))
    doc.lit("COURSE\nTreated with %s. %s Tacrolimus levels monitored daily; %s\n\n" % (
        tx, pick(rng, ["Graft function returned towards baseline.",
                       "Creatinine improved but not yet at baseline.",
                       "Required 2 sessions of haemodialysis."]),
        pick(rng, ["discharged on reduced dose.", "no dose change.", "Envarsus conversion."])))
    doc.raw("INVESTIGATIONS\n")
    CM.lab_table(doc, rng, case, ["Creatinine", "Potassium", "Hb", "Hemoglobin", "WCC", "WBC",
                                  "ALT"], [adm, adm + datetime.timedelta(days=los // 2 + 1),
                                           case.visit])
    doc.lit("Transplant USS: RI %.2f, %s. Blood cultures: %s.\n\n" % (
        rng.uniform(0.55, 0.85), pick(rng, ["no hydronephrosis", "mild hydronephrosis",
                                            "7 cm lymphocele"]),
        pick(rng, ["no growth", "E. coli (ESBL)", "no growth at 48 h"])))
    doc.raw("DISCHARGE MEDICATION\n")
    CM.med_list(doc, case, bullet="  ")
    doc.raw("\nFOLLOW-UP\n")
    doc.fill("- Bloods (U&E, FBC, tac level) {bl} at {where}\n", dict(
        X, where=pick(rng, [X["dial_unit"], X["practice"], X["hosp"]])))
    doc.fill("- Transplant clinic {fu} with {Dr} {cons_last}\n", X)
    doc.fill("- {gpw} actions: %s\n" % pick(rng, ["none", "please check BP in 1 week",
                                                  "complete antibiotic course",
                                                  "repeat FBC in 2 weeks"]), X)
    if rng.random() < 0.5:
        doc.fill("- Fit note issued for 2 weeks ({occ}, employer {employer} informed with "
                 "consent)\n", X)
    doc.fill("\nCompleted by {Dr} {reg_fl}, {bleepw} {bleep}, on {dis}\n", X)
    doc.fill("Copy to: {Dr} {gp_last} ({practice}, fax {gp_fax}); patient\n", X)


def portal(case, doc):
    rng, X, C = case.rng, dict(case.ctx), case.C
    sent = case.visit
    X["sent"] = case.D(sent, pick(rng, ["num", "abbr", "wk"]))
    X["rep"] = case.D(sent + datetime.timedelta(days=rng.randrange(0, 3)), "num")
    X["ip2"] = P(case._ip(rng), "IPADDR")
    X["portal"] = pick(rng, ["MyKidney", "PatientKnows", "myRecord", "Patient Portal",
                             "Renal PatientView"])
    ctry, when = CM.travel(case)
    X["ctry"], X["when"] = ctry, when
    X["dev"] = P(case.device(), "DEVICE")
    mg = person(rng, case.code, middle_p=0)
    X["mgr"] = P(pick(rng, [full(mg), mg["first"]]), "FAMILY")
    doc.fill("Secure message - {portal} ({url})\n", X)
    doc.fill("From: {pt_full} [user: {pt_user}]\nTo: Renal Transplant Team, {hosp}\n", X)
    doc.fill("Sent: {sent} %02d:%02d   Client IP: {ip}\n" % (rng.randrange(6, 24),
                                                            rng.randrange(60)), X)
    topic = rng.randrange(6)
    subj = ["Travel abroad", "Missed tablets", "Letter for work", "Tremor and headaches",
            "New medicine from dentist", "BP monitor readings"][topic]
    doc.raw("Subject: " + subj + "\n\n")
    doc.fill(pick(rng, ["Hi,\n", "Hello {cns_first},\n", "Dear transplant team,\n",
                        "Hi there\n"]), X)
    if topic == 0:
        doc.fill("We are booked to go to {ctry} {when} for two weeks (my {nok_rel} {nok_first} "
                 "is coming too). Do I need any jabs and is it ok to take my tacrolimus on the "
                 "plane time? Will I need a letter for the meds in my hand luggage?\n", X)
    elif topic == 1:
        doc.fill("Sorry I forgot my evening tablets last night (tacrolimus and the mycophenolate) "
                 "because I was on a late shift - I'm a {occ} and the shift ran over. Took them "
                 "this morning. Should I still do my bloods on {bd}?\n",
                 dict(X, bd=case.D(CM.future(case, 1, 5), pick(rng, ["wklong", "num"]))))
    elif topic == 2:
        doc.fill("My manager at {employer} ({mgr}) wants a letter saying I can go back to work and any "
                 "restrictions. Can it be emailed to me at {pt_email}? My address is still "
                 "{addr}.\n", X)
    elif topic == 3:
        doc.fill("Since the dose went up I've had shaky hands and headaches most mornings. My "
                 "level last week was %s. {nok_first} thinks I look pale. Is this normal?\n" %
                 CL.tac_level(rng, 9, 16), X)
    elif topic == 4:
        doc.fill("The dentist has given me %s for a tooth infection. Is that ok with my "
                 "transplant meds? Pharmacy is {chemist}, phone {chem_ph}.\n" % pick(
                     rng, ["metronidazole", "clarithromycin", "amoxicillin", "ibuprofen"]), X)
    else:
        doc.fill("My new BP machine (serial {dev}) has been giving readings around %d/%d. I "
                 "uploaded them to the app. Should I change my amlodipine?\n" % (
                     rng.randrange(130, 170), rng.randrange(80, 100)), X)
    doc.fill(pick(rng, ["Thanks, {pt_first}\n", "Many thanks\n{pt_fl}\n", "Cheers, {pt_nick}\n",
                        "{pt_first} ({ph_mob})\n"]), X)
    doc.fill("\n-----\nReply from {cns_full}, Transplant Nurse Specialist - {rep} %02d:%02d\n" % (
        rng.randrange(8, 17), rng.randrange(60)), X)
    doc.fill("Dear {pt_first},\n", X)
    reply = [
        "Thank you for your message. Holidays are fine; please see the travel clinic for "
        "advice - no live vaccines (no yellow fever). Keep tablets in hand luggage and stay on "
        "home time for dosing. A medication letter will be posted to you.",
        "Thanks for letting us know. Taking the missed dose the next morning was sensible; do "
        "not double up. Please still have your bloods as planned but take your morning dose "
        "AFTER the blood test.",
        "I have asked {Dr} {cons_last} to write a letter for your employer; it will be emailed "
        "from {unit_email}. You can return to work with no restrictions on lifting after 3 "
        "months post-transplant.",
        "Tremor is a common side effect when levels are high. We will bring your blood test "
        "forward - please come to the phlebotomy hub tomorrow, or call {unit_ph} if you are "
        "unwell.",
        "That antibiotic is fine with tacrolimus. Please avoid clarithromycin and erythromycin "
        "in future and always tell the pharmacist you are a transplant patient.",
        "Thank you. Those readings are a bit high. Please keep recording twice daily for a week; "
        "we will review in clinic and may increase amlodipine.",
    ][topic]
    doc.fill(reply + "\n", X)
    doc.fill("Kind regards,\n{cns_fl}\nRenal Transplant CNS team | {unit_ph}\n", X)
    doc.raw("\n-----\nAudit trail\n")
    doc.fill("Message opened by {cns_user} ({ip2}) on {rep}\n", X)
    if rng.random() < 0.5:
        doc.fill("Forwarded to {cons_user} for review\n", X)
    if rng.random() < 0.4:
        doc.fill("Patient login: {pt_user} via Face ID (biometric token {b})\n",
                 dict(X, b=P(case.bioid("face"), "BIOID")))
    doc.lit("This message is not monitored out of hours. In an emergency call your local "
            "emergency number.\n")

"""Genres: test-of-cure recall letter, DNA and failsafe tracking log, MDT discussion note."""
import datetime

import clin as K
from common import NB, P, Doc, plus, pad, specimen, email
from parts import letterhead, pt_ids, signoff, cc_block, audit, social


def _recall_id(r):
    return r.choice(["RC", "TOC", "CS"]) + pad(r, 7)


def g_toc(r, c):
    nb = NB()
    C = c.C
    tx = plus(c.t0, r.randint(20, 60))
    due = plus(tx, 365 if c.code in ("AU", "NZ") and r.random() < 0.6 else 183)
    ld = plus(due, -r.randint(14, 40))
    v = r.choice(["patient", "patient", "gp", "reminder"])
    if v == "gp":
        letterhead(nb, c, dept=r.choice(["Colposcopy Service", "Cervical Screening Failsafe Office"]))
        nb.f("{d}\n\n", d=C.D(ld, r.choice(["long", C.style])))
        nb.add("To: ")
        nb.put(c.gp.tname())
        nb.f("\n{p}\n", p=P(c.practice, "HOSPITAL"))
        nb.put(c.pr_addr)
        nb.f("\nBy fax: {f}\n\n", f=P(c.pfax, "FAX"))
        nb.add("TEST OF CURE REQUEST\n\nPatient: ")
        nb.put(c.pn(r.choice(["tfull", "LF"])))
        nb.f("   DOB {d}\n", d=c.D(c.dob, C.numd(c.dob)))
        pt_ids(nb, c, sep="   ")
        nb.add("\n\n")
        nb.f("Dear Dr {g},\n\n", g=P(c.gp.last, "DOCTOR"))
        nb.f("Your patient underwent LLETZ on {d} at {h}. Histology ({x}) showed {hh}, margins {m}.\n\n",
             d=C.D(tx), h=P(c.hosp, "HOSPITAL"), x=P(c.hspec, "IDNUM"),
             hh=r.choice(["CIN 3", "CIN 2", "CIN 2-3", "CIN 3 with CGIN"]), m=r.choice(["clear", "clear", "involved at the endocervical margin", "clear apart from CIN 1 at the ectocervical margin"]))
        if c.code in ("AU", "NZ"):
            nb.f("Please arrange a co-test (HPV and LBC) on or after {d}, and annually thereafter until two consecutive negative co-tests, "
                 "after which the patient returns to routine 5-yearly screening.\n", d=C.D(due))
        else:
            nb.f("Please take a test of cure sample (HPV with reflex cytology) on or after {d}. Mark the request form 'TEST OF CURE'. "
                 "If hrHPV negative she can return to routine recall in 3 years; if hrHPV positive or cytology abnormal, please refer back to colposcopy.\n",
                 d=C.D(due))
        nb.add("\nPlease do not take the sample early - samples taken before 6 months cannot be processed as a test of cure.\n\n")
        signoff(nb, c, c.colpo if r.random() < 0.5 else c.nurse)
        cc_block(nb, c)
    else:
        hdr = r.choice([[P(c.hosp, "HOSPITAL"), "\nCervical Screening Recall Office\n"],
                        ["Cervical Screening Programme - Recall and Follow-up\nAdministered on behalf of ", P(c.hosp, "HOSPITAL"), "\n"],
                        [P(c.practice, "HOSPITAL"), "\n"]])
        nb.put(hdr)
        nb.put(c.hosp_addr if hdr[0][0] == c.hosp else c.pr_addr)
        nb.f("\nFreephone {t}\n\n", t=P(C.phone("land"), "PHONE"))
        nb.put(c.pn("tfull"))
        nb.add("\n")
        nb.put([x if not isinstance(x, str) or x != ", " else "\n" for x in c.addr])
        nb.f("\n\nDate: {d}\n", d=C.D(ld))
        nb.f("Recall ID: {x}\n", x=P(_recall_id(r), "IDNUM"))
        if c.nat:
            nb.f("{l}: {v}\n", l=c.nat[0], v=P(c.nat[1], "MRN"))
        else:
            nb.f("{l}: {v}\n", l=c.mrn_label, v=P(c.mrn, "MRN"))
        nb.add("\n")
        if v == "reminder":
            nb.add("REMINDER - YOUR TEST OF CURE IS OVERDUE\n\n")
        else:
            nb.add("Your test of cure is due\n\n")
        nb.add("Dear ")
        nb.put(c.pn(r.choice(["title", "tfull", "first"])))
        nb.add(",\n\n")
        nb.f("You had treatment to your cervix on {d}. To check that the treatment has worked, you need a test of cure. "
             "This is a cervical screening test that checks for HPV.\n\n", d=C.D(tx, r.choice(["long", C.style])))
        nb.f("Your test is due on or after {d}. ", d=C.D(due, r.choice(["long", C.style])))
        nb.add("Please make an appointment with the nurse or doctor at your surgery")
        if r.random() < 0.7:
            nb.f(" ({p}, {t})", p=P(c.practice, "HOSPITAL"), t=P(c.pphone, "PHONE"))
        nb.add(".")
        if r.random() < 0.5:
            nb.f(" You can also book online at {u}.", u=P(c.url, "URL"))
        nb.add("\n\n")
        if r.random() < 0.7:
            nb.add("What happens next? A small sample of cells is taken from your cervix, just like your previous screening tests, "
                   "and tested for HPV. If HPV is not found, you can go back to routine screening. If HPV is found, the sample is "
                   "checked for abnormal cells and we may ask you to come back to the colposcopy clinic.\n\n")
        if v == "reminder":
            nb.f("Our records show that we wrote to you on {d} but we have not yet received a test result. "
                 "If you have already had the test, please ignore this letter.\n\n", d=C.D(plus(ld, -r.randint(40, 70))))
        nb.add(r.choice(["If you have moved or changed your name, please let us know so that we can update your details.\n",
                         "If you are pregnant, please tell the person taking your test.\n",
                         "If you need an interpreter or an accessible format, call the number above.\n"]))
        nb.add("\nYours sincerely,\n\n")
        nb.f("{n}\n{j}\n", n=P(c.admin.full(), "DOCTOR"), j=r.choice(["Screening Administrator", "Failsafe Officer", "Recall Coordinator"]))
        if r.random() < 0.5:
            nb.f("\nBatch {b} / printed {d}\n", b=P("B" + pad(r, 6), "IDNUM"), d=C.D(ld, "log"))
    if r.random() < 0.35:
        audit(nb, c, c.admin, ld)
    return nb


def _ev_booked(nb, c, d, k):
    r = c.r
    C = c.C
    nb.f("Appt {k} booked for {a} {t}, clinic room {rm} | letter + SMS to {m} | ", k=k, a=C.D(plus(d, r.randint(7, 20)), C.numd(d)),
         t="%02d:%02d" % (r.randint(8, 16), r.choice([0, 20, 40])), rm=P(str(r.randint(1, 6)), "LOCATION_OTHER"), m=P(c.mob, "PHONE"))


def _ev_phone(nb, c, d, k):
    r = c.r
    nb.f("Phone x{n} to {m}, {o} | ", n=r.randint(1, 3), m=P(r.choice([c.mob, c.home]), "PHONE"),
         o=r.choice(["no answer, voicemail left", "number unobtainable", "rang out", "no answer, SMS sent"]))
    nb.add(r.choice(["will retry | ", "noted | ", "escalated to nurse colposcopist | "]))


def _ev_dna(nb, c, d, k):
    nb.f("Appt {k}: DNA - no contact before appointment | DNA letter {k} sent, copy to GP | ", k=k)


def _ev_gp(nb, c, d, k):
    r = c.r
    nb.add("GP informed of non-attendance: ")
    nb.put(c.gp.tlast())
    nb.f(" by fax {f} | ", f=P(c.pfax, "FAX"))
    nb.add(r.choice(["GP to encourage attendance | ", "GP confirms address correct | "]))


def _ev_discharge(nb, c, d, k):
    nb.add("2nd consecutive DNA | discharged to GP per policy; letter to patient, GP and screening office | ")


def _ev_attend(nb, c, d, k):
    r = c.r
    nb.f("Attended - colposcopy performed, biopsy {x} | awaiting histology | ", x=P(c.hspec, "IDNUM"))


def _ev_histo_late(nb, c, d, k):
    r = c.r
    nb.f("Histology {x} not received at 4 weeks | chased {l} on {t} | ", x=P(c.hspec, "IDNUM"), l=P(c.lab or c.hosp, "HOSPITAL"),
         t=P(c.C.phone("land", ext=True), "PHONE"))


def _ev_histo_in(nb, c, d, k):
    r = c.r
    nb.f("Histology received: {h} | results letter sent; copy emailed to {e} at patient's request | ",
         h=r.choice(["CIN 1", "CIN 3", "no CIN", "CIN 2"]), e=P(c.pemail, "EMAIL"))


def _ev_register(nb, c, d, k):
    nb.add("Outcome entered on screening register | failsafe closed | ")


def _ev_cancel(nb, c, d, k):
    r = c.r
    nb.f("Appt {k} cancelled by patient ({w}) | to re-book | ", k=k, w=r.choice(["work", "childcare", "unwell", "period"]))


def _ev_relative(nb, c, d, k):
    r = c.r
    nb.f("{w} ", w=c.relword.capitalize())
    nb.put(c.rel_pieces())
    nb.f(" phoned on patient's behalf (consent on file) | appointment confirmed | ")


def _ev_abroad(nb, c, d, k):
    r = c.r
    nb.f("Patient phoned: overseas in {cc} until {d} | hold, re-book on return | ", cc=P(r.choice(K_ABROAD), "COUNTRY"),
         d=c.C.D(plus(d, r.randint(20, 60)), c.C.numd(d)))


def _ev_moved(nb, c, d, k):
    r = c.r
    nb.f("Patient phoned: moved to {t} | referral transferred to {h} | ", t=P(c.C.town(), "CITY"), h=P(c.hosp2, "HOSPITAL"))


def _ev_newaddr(nb, c, d, k):
    nb.add("Returned mail; new address ")
    nb.put(c.C.address())
    nb.add(" | PAS updated, letter re-sent | ")


def _ev_failsafe(nb, c, d, k):
    nb.f("Failsafe check: outcome not on register | notified screening office {e} | ", e=P(email(c.r, None, "failsafe"), "EMAIL"))


SCEN = [
    ("DISCHARGED to GP after 2 DNAs per policy.",
     [_ev_booked, _ev_phone, _ev_dna, _ev_phone, _ev_gp, _ev_booked, _ev_dna, _ev_discharge]),
    ("CLOSED - episode complete.",
     [_ev_booked, _ev_attend, _ev_histo_late, _ev_phone, _ev_histo_in, _ev_register]),
    ("CLOSED - episode complete.",
     [_ev_booked, _ev_abroad, _ev_booked, _ev_relative, _ev_attend, _ev_histo_in, _ev_register]),
    ("OPEN - awaiting attendance.",
     [_ev_booked, _ev_cancel, _ev_booked, _ev_phone, _ev_dna, _ev_newaddr, _ev_booked]),
    ("OPEN - transferred out; awaiting acknowledgement.",
     [_ev_booked, _ev_dna, _ev_phone, _ev_moved, _ev_failsafe]),
]


def g_failsafe(r, c):
    nb = NB()
    C = c.C
    ref = plus(c.t0, r.randint(7, 20))
    urgent = r.random() < 0.5
    status, evs = r.choice(SCEN)
    nb.f("{h} - COLPOSCOPY {t}\n", h=P(c.hosp, "HOSPITAL"),
         t=r.choice(["FAILSAFE TRACKING LOG", "DNA / FAILSAFE LOG", "REFERRAL TRACKING - FAILSAFE", "Failsafe & non-attendance record"]))
    nb.f("Log owner: {u}\n\n", u=P(c.admin.user(r), "USERNAME"))
    nb.f("Patient: {n}   DOB {d}   Age {a}\n", n=c.pn("LF"), d=c.D(c.dob, C.numd(c.dob)), a=c.A(ref))
    pt_ids(nb, c, sep="   ")
    nb.f("\nContact: {m}", m=P(c.mob, "PHONE"))
    if r.random() < 0.5:
        nb.f(" / {h}", h=P(c.home, "PHONE"))
    nb.add("\nRegistered GP: ")
    nb.put(c.gp.tname())
    nb.f(", {p} (fax {f})\n", p=P(c.practice, "HOSPITAL"), f=P(c.pfax, "FAX"))
    nb.f("Referral received: {d}  Source: {s} (ref {x})  Priority: {p}\n\n", d=C.D(ref, C.numd(ref)),
         s=r.choice(["lab direct referral", "GP referral", "e-referral", "screening register"]), x=P(c.spec, "IDNUM"),
         p="URGENT" if urgent else "routine")
    nb.add("Date       | Event | Action / outcome | By\n")
    nb.add("-" * 72 + "\n")
    d = ref
    k = 0
    for fn in evs:
        d = plus(d, r.randint(2, 16))
        if fn is _ev_booked:
            k += 1
        who = r.choice([c.admin, c.nurse, c.admin])
        byp = P(who.init2().upper(), "DOCTOR") if r.random() < 0.6 else P(who.user(r), "USERNAME")
        nb.put([C.D(d, C.numd(d)), " | "])
        fn(nb, c, d, max(k, 1))
        nb.put([byp, "\n"])
    nb.f("\nStatus: {s}\n", s=status)
    nb.add("Policy: urgent referrals offered an appointment within 2 weeks; after 2 consecutive DNAs the patient is discharged "
           "back to the GP with a letter explaining the risk. Failsafe checks run weekly against the register.\n")
    if r.random() < 0.5:
        nb.f("Last reviewed by {n}, {j}, {d}\n", n=P(c.nurse.full(), "DOCTOR"), j=c.nurse.job, d=C.D(plus(d, 2)))
    if r.random() < 0.6:
        audit(nb, c, c.admin, plus(d, 3), kind=r.choice(["b", "d"]))
    return nb


K_ABROAD = ["Poland", "India", "Nigeria", "Spain", "Portugal", "Philippines", "Vietnam", "Brazil", "Romania", "Pakistan",
            "Samoa", "Tonga", "Kenya", "Greece", "Thailand", "Mexico"]


def g_mdt(r, c):
    nb = NB()
    C = c.C
    vd = plus(c.t0, r.randint(20, 40))
    hd = plus(vd, r.randint(7, 20))
    md = plus(hd, r.randint(5, 25))
    nb.f("{t}\n{h}\n", t=r.choice(["COLPOSCOPY MDT - DISCUSSION RECORD", "Colposcopy Multidisciplinary Team Meeting", "Gynae-Oncology / Colposcopy MDM outcome"]),
         h=P(c.hosp, "HOSPITAL"))
    nb.f("Date: {d}, 08:00  Venue: ", d=C.D(md, r.choice(["wd", C.style])))
    if r.random() < 0.5:
        nb.f("Seminar Room {s}, {b}\n", s=P(r.choice(["1", "2", "B2", "4.07"]), "LOCATION_OTHER"), b=P(c.building, "LOCATION_OTHER"))
    else:
        nb.add("virtual (Teams)\n")
    nb.add("Chair: ")
    nb.put(c.colpo.tname())
    nb.add("\nPresent: ")
    people = [c.path, c.nurse, c.reg, c.bms, c.admin]
    for _ in range(r.randint(1, 3)):
        people.append(Doc(r, C, r.choice(["colpo", "path", "nurse"])))
    first = True
    for p in people:
        if not first:
            nb.add(", ")
        first = False
        nb.put(p.tname() if p.title in ("Dr", "Mr", "Miss", "Prof") else [P(p.full(), "DOCTOR")])
        nb.add(" (" + {"path": "histopathology", "nurse": "nurse colposcopist", "reg": "registrar", "bms": "cytology",
                       "admin": "coordinator", "colpo": "colposcopist"}[p.role] + ")")
    nb.add("\nApologies: ")
    nb.put(Doc(r, C, "colpo").tname())
    nb.f("\n\nCase {k} of {n}   MDT ref: {x}\n", k=r.randint(1, 9), n=r.randint(9, 16), x=P("MDT-" + pad(r, 2) + "-" + pad(r, 4), "IDNUM"))
    nb.f("Patient: {n}  ({a} yrs)  ", n=c.pn(r.choice(["LF", "full"])), a=c.A(md))
    pt_ids(nb, c, sep="  ")
    nb.add("\nReferring clinician: ")
    nb.put(c.colpo.tlast() if r.random() < 0.5 else c.reg.tlast())
    sc = r.choice(MDT_SCEN)
    nb.add("\n\nSUMMARY\n")
    cy = (MDT_CYTO[sc[0]][c.code in ("UK", "IE")], "x") if sc[0] else K.cyto_abn(r, c.code)
    hp = K.hpv_pos(r, c.code)
    nb.f("- Screening {d}: {cy}; {h} (lab {x})\n", d=C.D(c.t0), cy=cy[0], h=hp[0], x=P(c.spec, "IDNUM"))
    nb.f("- Colposcopy {d}: {tz}, impression {i}\n", d=C.D(vd), tz=sc[1], i=sc[2])
    nb.f("- Histology {d} ({x}): {h}\n", d=C.D(hd), x=P(c.hspec, "IDNUM"), h=sc[3])
    nb.f("- Background: {o}, {s}, {m}\n", o="G%dP%d" % (c.grav, c.kids), s=c.smoker, m=r.choice(K.MEDS))
    if r.random() < 0.4:
        nb.add("- ")
        social(nb, c, brief=True, smoke=False)
        nb.add("\n")
    nb.f("\nREASON FOR DISCUSSION\n{x}\n", x=sc[4])
    nb.add("\nPATHOLOGY REVIEW\nSlides reviewed by ")
    nb.put(c.path.tname())
    nb.f(": {x}\n", x=sc[5])
    nb.f("\nDISCUSSION\n{x} ", x=sc[6])
    nb.add(r.choice(["Patient preference to be explored at clinic.\n", "Risks and benefits to be discussed with the patient.\n",
                     "The patient's partner has asked to be present when this is discussed.\n"]))
    nb.add("\nOUTCOME / ACTIONS\n")
    nb.f("1. {o}.", o=sc[7])
    if sc[7].startswith("Refer to gynae-oncology"):
        nb.f(" Referral to {h2}; MRI pelvis requested.", h2=P(c.hosp2, "HOSPITAL"))
    nb.add("\n2. Clinic appointment to discuss: ")
    nb.put(c.nurse.tname() if r.random() < 0.5 else c.colpo.tname())
    nb.f(" to see patient by {d}.\n", d=C.D(plus(md, r.randint(7, 21))))
    nb.add("3. Outcome letter to GP (")
    nb.put(c.gp.tname())
    nb.add(") and patient.\n")
    nb.f("\nRecorded by: {n}, MDT Coordinator. Ext {e}\n", n=P(c.admin.full(), "DOCTOR"), e=P(r.choice(["555", "4555", "5551", "5559"]) + pad(r, 1), "PHONE"))
    if r.random() < 0.6:
        audit(nb, c, c.admin, md)
    return nb


MDT_CYTO = {"high": ("HSIL", "High-grade dyskaryosis (severe)"),
            "gland": ("AGC-NOS (atypical glandular cells)", "?Glandular neoplasia of endocervical type")}

MDT_SCEN = [
    ("high", "TZ type 1", "low grade", "CIN 1 (LSIL) on two biopsies",
     "Discordance between high-grade cytology and low-grade colposcopy and biopsy.",
     "cytology confirmed as high grade; biopsy levels show CIN 2 in one fragment.",
     "The team felt that a diagnostic excision is justified given the persisting high-grade cytology.", "Diagnostic LLETZ"),
    ("gland", "TZ type 3 (SCJ not seen)", "inadequate", "Endocervical curettage: scant, no CGIN",
     "Glandular abnormality on cytology with TZ3; ?need for diagnostic excision.",
     "agree original cytology report; curettage insufficient for assessment.",
     "Colposcopy is unsatisfactory and glandular disease cannot be excluded.", "Cone biopsy under GA"),
    ("", "TZ type 2", "high grade", "LLETZ: CIN 3, endocervical margin involved",
     "Incompletely excised CIN 3 at endocervical margin; patient planning pregnancy.",
     "agree; CIN 3 reaches the endocervical margin, ectocervical and deep margins clear.",
     "Given the patient's age and wish for future fertility, surveillance rather than repeat excision was favoured.",
     "Repeat colposcopy in 6 months with cytology and HPV"),
    ("", "TZ type 1", "?invasion", "LLETZ: squamous cell carcinoma, depth of invasion 1.8 mm, horizontal extent 4 mm",
     "Early invasive disease on LLETZ - staging and onward management.",
     "depth of invasion 1.8 mm, horizontal extent 4 mm; LVSI not seen; margins clear.",
     "Findings are consistent with FIGO stage IA1.", "Refer to gynae-oncology"),
    ("", "TZ type 1", "low grade", "CIN 1 on biopsy x 3 visits",
     "Persistent hrHPV with low-grade changes at third follow-up visit.",
     "agree CIN 1; p16 negative.",
     "Low-grade disease persisting for over 2 years; options of surveillance or excision discussed.",
     "Offer LLETZ or continued annual surveillance (patient choice)"),
]

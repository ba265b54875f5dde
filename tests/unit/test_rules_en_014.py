"""English rules 0.14.0: occupations after an age, after "as" and "retired", employers after an occupation, user
names in brackets that spell the name before them, wards before a bed, pharmacies and county offices, laboratory
and sample numbers, a record number after a header name, handover and transcription initials, nicknames,
text-message senders, dates in table rows, day/month forms after a weekday and in ranges, bank holidays, an age
where the date of birth is unknown. Cases are written here with other names and values; none is copied from an
evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I saw Mrs. Adeyemi, a 72 yo upholsterer, with her son", ("upholsterer", "PROFESSION")),
        ("HPI: 41-yr-old F sous chef presenting after a burn", ("sous chef", "PROFESSION")),
        ("Thank you for seeing this 66 y/o bus driver who has", ("bus driver", "PROFESSION")),
        ("She is a thirty-four-year-old dental nurse, currently", ("dental nurse", "PROFESSION")),
        ("Works as joiner; no dust exposure.", ("joiner", "PROFESSION")),
        ("Returned to work as a store supervisor after 3 weeks", ("store supervisor", "PROFESSION")),
        ("Ex-smoker. retired signalman. Lives alone.", ("signalman", "PROFESSION")),
        ("Works as a packer for Dunmore Logistics. Wife", ("Dunmore Logistics", "ORGANIZATION")),
        ("please send a fit note for Harrow & Finch Ltd (I'm a clerk there)", ("Harrow & Finch Ltd", "ORGANIZATION")),
        ("Reported by: Tomas Berg, RN  (tberg)   Date", ("tberg", "USERNAME")),
        ("S: Ines P., 71-year-old, Maple Unit bed 3, febrile", ("Maple Unit", "HOSPITAL")),
        ("S: Ivo K., 80yo, 6 North bed 12, hypotensive", ("6 North", "HOSPITAL")),
        ("Transferred to ward 2 West Med-Surg overnight", ("2 West Med-Surg", "HOSPITAL")),
        ("new prescription sent to Elmfield Rx today", ("Elmfield Rx", "HOSPITAL")),
        ("INR check at Dale Pharmacy #88 on Friday", ("Dale Pharmacy #88", "HOSPITAL")),
        ("Notify Barrow County Health Department within 24 h", ("Barrow County Health Department", "ORGANIZATION")),
        ("Monthly bloods (acc #5512093): Hb 11.2", ("5512093", "IDNUM")),
        ("Bloods sent (sample ORD 55120931). ECG", ("ORD 55120931", "IDNUM")),
        ("NAKAMURA, SORA E   00041277   DOB 02/02/1990", ("00041277", "MRN")),
        ("Handed over to Rosalind (RK) at 07:30.", ("RK", "DOCTOR")),
        ("D: 03/02/2021 09:10  T: 03/02/2021 15:40  LM/tq  Job #AB1234", ("LM", "DOCTOR")),
        ("D: 03/02/2021 09:10  T: 03/02/2021 15:40  LM/tq  Job #AB1234", ("tq", "DOCTOR")),
        ('Name: Bartholomew Nkemelu (prefers "Bart")   DOB', ("Bart", "PATIENT")),
        ("[04/11] Odalys: yes please\n[04/11] Clinic: booked", ("Odalys", "PATIENT")),
        ("Earlier sessions:\n7/3  pre 70.2 kg  post 68.0 kg", ("7/3", "DATE")),
        ("Review Fri 22/9.\n", ("Fri 22/9", "DATE")),
        ("Follow-up Mon 4/10.\n", ("Mon 4/10", "DATE")),
        ("phototherapy 14/5 to 16/5\n", ("16/5", "DATE")),
        ("wanted to be home before the spring bank holiday.", ("the spring bank holiday", "DATE")),
        ("Zoran Petrov (DOB unknown, approx 52)\nConcern", ("52", "AGE")),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("She has a 9-year-old brother who plays football.", "brother"),
        ("This 58 yo woman who presents with", "woman"),
        ("Return to work as tolerated.", "tolerated"),
        ("retired early.", "early"),
        ("Recreational Drugs: None.", "Recreational Drugs"),
        ("No Known Drug Allergies", "Known Drug"),
        ("Discussed with Omar (PA). Plan agreed.", "PA"),
        ("Study: ZX-2041 - a phase II trial (site 014)", "014"),
        ("Pain down to 4/10 today", "4/10"),
        ("HIROSHI T 37.2 HR 88", "37.2"),
    ],
)
def test_not_phi(en_rules, text: str, absent: str) -> None:
    assert absent not in [f[0] for f in found(en_rules, text)]
